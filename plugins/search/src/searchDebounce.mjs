/**
 * Delay between the last keystroke in the search box and the search request.
 * Plain JavaScript so that the SearchBar (through the bundler) and Node
 * scripts such as the benchmark (without a TypeScript loader) read one value.
 */
export const SEARCH_DEBOUNCE_MS = 200;
