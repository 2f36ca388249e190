/** The search's delays, weights and limits as the browser applies them. */

/**
 * Delay between the last keystroke in the search box and the search request.
 * The search box exposes it as `data-debounce-ms`, which the benchmark reads
 * to subtract exactly the delay of the build it measures.
 */
export const SEARCH_DEBOUNCE_MS = 200;
/** Text before the first match longer than this is cut to its last N characters. */
export const SNIPPET_LEAD_CHARS = 20;
/** Search priority weights. */
export const SEARCH_WEIGHTS = {content: 1, title: 10, pageTitle: 100} as const;
/**
 * A search word's weight in a field is multiplied by how it matched: as a
 * whole word (camelCase parts and dotted paths count as words), as part of a
 * word (a prefix while typing), or one or two edits away (typos).
 */
export const SEARCH_MATCH_QUALITY = {exact: 1, partial: 0.9, oneEdit: 0.6, twoEdits: 0.4} as const;
/** Section order is multiplied by this when ordering result groups. */
export const SECTION_ORDER_FACTOR = 1000;
