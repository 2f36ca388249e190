/** The chart pages' delays, weights and limits, in one place. */

/** Delay between the last edit in a live editor and the recompile. */
export const LIVE_COMPILE_DEBOUNCE_MS = 500;

/**
 * Delay between the last keystroke in the `/examples` filter and writing it to
 * the address (`?filter=`); the cards follow every keystroke at once.
 */
export const EXAMPLES_FILTER_URL_DELAY_MS = 300;

/** Query parameter that selects a page tab, and the default tab's label. */
export const TAB_QUERY_PARAM = 'tab';
export const DEFAULT_TAB_LABEL = 'Doc';

/** A toolbar action ignores repeats for at least this long (a double or triple click opens one sandbox). */
export const ACTION_REPEAT_GUARD_MS = 1000;

/**
 * On a page whose charts show their previews, the chart engine starts on the
 * first interaction with a chart, or, on a phone, once the page has settled:
 * no long task (50 ms or more) on the main thread for this long after load.
 * Starting a phone's engine at the first idle moment instead put its ~900 KB
 * of script in the middle of the page's loading, while the visitor starts to
 * scroll. With a mouse it starts at the first idle moment after hydration, so
 * that hovering a chart shows its tooltip at once.
 */
export const ENGINE_QUIET_START_MS = 5000;

/** Once settled, the engine waits for an idle moment at most this long (requestIdleCallback's time-out). */
export const ENGINE_IDLE_START_TIMEOUT_MS = 2000;

/** How far below (or above) the viewport a chart starts loading the engine, in CSS pixels. */
export const CHART_PRELOAD_MARGIN_PX = 400;

/**
 * How near the viewport (px above and below) a demo fetches its source, which
 * completes its toolbar: far enough that the toolbar is whole before the
 * visitor scrolls to it, near enough that a page of 30 demos does not fetch
 * and render 30 sources while it loads.
 */
export const DEMO_SOURCE_PRELOAD_MARGIN_PX = 1500;

/** The demo toolbar's Event log keeps this many events (newest first), so a long session does not grow memory. */
export const EVENT_LOG_LIMIT = 100;
/** Pointer moves and paint events are logged at most once per this many ms per event name. */
export const EVENT_LOG_THROTTLE_MS = 250;
