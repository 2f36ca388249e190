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
