/** The search's delays, weights and limits as the browser applies them. */

/** Delay from the last keystroke to the search; the box shows it as `data-debounce-ms` for the benchmark to subtract. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Text before the first match longer than this is cut to its last N characters. */
export const SNIPPET_LEAD_CHARS = 20;
/** MiniSearch field boosts: a word in a title counts 4 times one in the text (a key typed whole: RANKING.keyFactor). */
export const SEARCH_BOOST = {title: 4, key: 1, text: 1};
/** MiniSearch's weight of a prefix match (the word being typed) and of a typo, against an exact match (1). */
export const SEARCH_MATCH_WEIGHTS = {prefix: 0.6, fuzzy: 0.45};
/** Section order is multiplied by this when ordering result groups. */
export const SECTION_ORDER_FACTOR = 1000;
/** The site's own ranking on top of MiniSearch's scores (rankSearchHints, collectOptionHints). */
export const RANKING = {
  /** For a task, a row whose own words cover less than this share of the query... */
  taskOptionCoverage: 0.6,
  /** ...has its score multiplied by this. */
  taskOptionFactor: 0.25,
  /** A deep row (three segments, a style leaf) the query does not name by its leaf. */
  deepOptionFactor: 0.5,
  /** A child row (`slider.height`) the query does not name by its leaf. */
  childOptionFactor: 0.7,
  /** A row whose whole path the query spells (`slider`, `legend position`), a chart page it names. */
  namedOptionFactor: 3,
  /** A hint whose title (or key) holds every word of the query. */
  titleCoverageFactor: 3,
  /** For a task, a demo, heading or page whose title and text cover at least taskOptionCoverage of it. */
  taskAnswerFactor: 1.5,
  /** A page or demo whose slug or id the query holds as it is (`pie-donut`). */
  keyFactor: 10,
  /** A page holding a section that answers the query, against that section's score. */
  sectionPageFactor: 0.9,
  /** A page's own hint (its title is the best name of what it holds). */
  pageFactor: 2,
} as const;
