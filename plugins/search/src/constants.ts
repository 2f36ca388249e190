/** Names the build (plugin) and the browser (client, theme) agree on: plain values, imported by both. */

/** The browser's search client spells `@generated/site-search/default/search-index.json` literally (a test keeps them in step). */
export const SEARCH_PLUGIN_NAME = 'site-search';
export const SEARCH_INDEX_FILE = 'search-index.json';

/** Route of the all-results page: the plugin adds it, the search box links to it. */
export const SEARCH_PAGE_PATH = '/search';

/** The words the index writes itself, in one language. */
export interface IndexTitles {
  /** The Home section. */
  home: string;
  /** The changelog page. */
  changelog: string;
  /** The group of pages under no navbar link. */
  other: string;
  /** Before a since label in a props row's searchable text: "Added in G2Plot 2.3.1". */
  addedIn: string;
}

/** The words the index writes itself, per locale; others take English. */
export const LOCALE_TITLES: Readonly<Record<string, IndexTitles>> = {
  en: {home: 'Home', changelog: 'Changelog', other: 'Other', addedIn: 'Added in'},
  'zh-CN': {home: '首页', changelog: '更新日志', other: '其他', addedIn: '新增于'},
};
