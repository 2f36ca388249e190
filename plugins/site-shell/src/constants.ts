/**
 * Values the site-shell plugin writes into every page. Browser code that
 * needs the same values imports them from here. Node-free.
 */

/** Time-out of one script chunk request before it counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** localStorage key of the theme choice (Docusaurus' own key, not namespaced). */
export const THEME_STORAGE_KEY = 'theme';

/** Text shown to visitors without JavaScript. */
export const NOSCRIPT_TEXT = 'Enable JavaScript to run this app.';
/**
 * The notice's message: the build writes it in the page's language (`context.codeTranslations`, from
 * `i18n/<locale>/code.json`), NOSCRIPT_TEXT where a language has none.
 */
export const NOSCRIPT_MESSAGE = {id: 'site.noscript', message: NOSCRIPT_TEXT} as const;

/** Class of the page's notes saying what needs JavaScript: hidden, shown by the notice's <noscript> style. */
export const NO_SCRIPT_NOTE_CLASS = 'site-noscript-note';
