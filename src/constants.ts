/**
 * Product constants from the specification (SPEC.md section 9), in one place
 * so that build-time and browser code agree on them.
 */

/** Delay between the last keystroke in the search box and the search request. */
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

/** Delay between the last edit in a live editor and the recompile. */
export const LIVE_COMPILE_DEBOUNCE_MS = 500;

/** Time-out of one script chunk request before it counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Query parameter that selects a page tab, and the default tab's label. */
export const TAB_QUERY_PARAM = 'tab';
export const DEFAULT_TAB_LABEL = 'Doc';

/** Theme choices offered by the color-mode control, in cycling order. */
export const THEME_CHOICES = ['light', 'dark', 'auto'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** localStorage key of the theme choice (Docusaurus' own key, not namespaced). */
export const THEME_STORAGE_KEY = 'theme';

/** Framework version string shown in the footer (SPEC section 9). */
export const FRAMEWORK_VERSION = '4.3.8';

/** Text shown to visitors without JavaScript. */
export const NOSCRIPT_TEXT = 'Enable JavaScript to run this app.';
