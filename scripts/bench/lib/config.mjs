/** What the bench measures and the goals it prints next to the figures (scripts/bench/README.md, "Goals"). */

/** Each Chinese page follows its English twin, so the figures and `--compare` show them side by side. */
export const PAGES = [
  '/',
  '/zh-CN/',
  '/guide',
  '/api/line',
  '/zh-CN/api/line',
  '/api/pie?tab=examples',
  // The chart with the most demos (25 and more): its Examples tab is the heaviest chart page.
  '/api/column?tab=examples',
  '/changelog',
  '/examples',
  '/zh-CN/examples',
  // Results arrive after hydration (the index loads in a worker): its footer once jumped as they did (#44).
  '/search?q=legend',
];

/** Lighthouse performance goal, the same on every page. */
export const PERFORMANCE_GOAL = 100;

export const GOALS = {
  accessibility: 100,
  /** Lighthouse timings on every page (mobile preset, medians). */
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0,
  jsBeforePaintGzipKb: 200,
  /** A page's HTML in the first round trip of a new connection (10 packets of ~1,460 bytes, less headers). */
  htmlBrotliKb: 14,
  searchColdMs: 300,
  searchWarmMs: 20,
  indexGzipKb: 150,
  searchSuccessAt3Percent: 95,
  controlRedrawMs: 100,
  controlRedrawThrottledMs: 300,
  hoverTooltipMs: 300,
  editorReadyColdMs: 1000,
  editorCompletionWarmMs: 150,
};

/** Most image bytes (as transferred) a page may load before the visitor scrolls, by page. */
/** @type {Record<string, number>} */
export const IMAGES_BEFORE_SCROLL_GOALS_KB = {'/examples': 300, '/zh-CN/examples': 300};
