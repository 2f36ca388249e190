/** Names the build (plugin) and the browser (client, theme) agree on: plain values, imported by both. */

/** The browser's search client spells `@generated/site-search/default/search-index.json` literally (a test keeps them in step). */
export const SEARCH_PLUGIN_NAME = 'site-search';
export const SEARCH_INDEX_FILE = 'search-index.json';

/** Route of the all-results page: the plugin adds it, the search box links to it. */
export const SEARCH_PAGE_PATH = '/search';

/** The titles the index writes itself (the Home section, the changelog page), per locale; others take English. */
export const LOCALE_TITLES: Readonly<Record<string, {home: string; changelog: string}>> = {
  en: {home: 'Home', changelog: 'Changelog'},
  'zh-CN': {home: '首页', changelog: '更新日志'},
};
