/**
 * URL of the search index. The plugin writes it with createData
 * (plugins/search: SEARCH_PLUGIN_NAME/default/SEARCH_INDEX_FILE); referencing
 * it through `new URL(..., import.meta.url)` makes the bundler emit it as a
 * content-hashed static file, in `start` and `build` alike, and never puts it
 * in a script chunk. The path must stay a literal for the bundler to see it.
 * (One line of its own so that Jest, which has no bundler, can mock it.)
 */
export function getSearchIndexUrl(): string {
  return new URL('@generated/site-search/default/search-index.json', import.meta.url).href;
}
