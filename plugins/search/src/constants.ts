/**
 * Names that the build (plugin) and the browser (client, theme) must agree
 * on. Plain values only: both sides import this file, so it may import
 * neither Node nor browser APIs.
 */

/**
 * Plugin name and file: the browser fetches
 * `@generated/${SEARCH_PLUGIN_NAME}/default/${SEARCH_INDEX_FILE}` (its search
 * client spells the path literally for the bundler; a test beside that client
 * keeps the two in step).
 */
export const SEARCH_PLUGIN_NAME = 'site-search';
export const SEARCH_INDEX_FILE = 'search-index.json';

/** Route of the all-results page: the plugin adds it, the search box links to it. */
export const SEARCH_PAGE_PATH = '/search';

/**
 * The two titles the index writes itself, per locale (the others come from the pages and the navbar,
 * which their plugins translate): the Home section and the changelog page. Other locales: English.
 */
export const LOCALE_TITLES: Readonly<Record<string, {home: string; changelog: string}>> = {
  en: {home: 'Home', changelog: 'Changelog'},
  'zh-CN': {home: '首页', changelog: '更新日志'},
};
