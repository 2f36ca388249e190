/**
 * The words people type for a task, mapped to the words the site uses for it
 * (issue 31: `two y axes` found no Dual Axes, `45 degrees` no `rotate`,
 * `nextjs` nothing). A synonym is one more form of the typed word, matched
 * like the word itself but ranked a little below it (SYNONYM_QUALITY), so a
 * page that uses the reader's own word still comes first.
 *
 * Keep entries to words with one clear meaning on this site; a word with
 * several (`window`, `two`) goes into PHRASE_SYNONYMS, which apply only when
 * every word of the phrase was typed.
 */

/** Below an exact (1) or prefix (0.9) match, above a one-edit typo (0.6). */
export const SYNONYM_QUALITY = 0.8;

/** Typed word -> the site's words for it. */
export const WORD_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // colours
  colors: ['color'],
  colours: ['color'],
  colour: ['color'],
  palette: ['color', 'theme'],
  // the text in a donut's hole is G2Plot's `statistic`
  center: ['statistic'],
  centre: ['statistic'],
  middle: ['statistic'],
  // sizing
  resize: ['autofit', 'responsive'],
  resizing: ['autofit', 'responsive'],
  container: ['autofit'],
  responsive: ['autofit'],
  // reference lines are line annotations
  target: ['annotations'],
  threshold: ['annotations'],
  reference: ['annotations'],
  baseline: ['annotations'],
  // angles of labels
  degrees: ['rotate'],
  degree: ['rotate'],
  tilt: ['rotate'],
  // frameworks and server rendering
  nextjs: ['next.js'],
  next: ['next.js'],
  ssr: ['next.js', 'ssr: false'],
  // versions and moving to 2.x
  migrate: ['2.x', 'upgrade'],
  migration: ['2.x', 'upgrade'],
  upgrade: ['2.x'],
  upgrading: ['2.x', 'upgrade'],
  v2: ['2.x'],
  v1: ['1.x'],
  version: ['1.x'],
  versions: ['1.x'],
  // tasks
  download: ['export', 'downloadimage'],
  save: ['export'],
  screenshot: ['export', 'image'],
  changedata: ['update data'],
  redraw: ['update'],
  rerender: ['update'],
  slow: ['large data', 'performance'],
  performance: ['large data'],
  drilldown: ['drill down', 'drill-down'],
  twice: ['strict mode'],
  ts: ['typescript'],
  types: ['typescript'],
};

/** When every word of `words` was typed, the first of them also matches `synonyms`. */
export const PHRASE_SYNONYMS: ReadonlyArray<{words: readonly string[]; synonyms: readonly string[]}> = [
  {words: ['window', 'defined'], synonyms: ['next.js']},
  {words: ['document', 'defined'], synonyms: ['next.js']},
  {words: ['self', 'defined'], synonyms: ['next.js']},
  {words: ['server', 'rendering'], synonyms: ['next.js']},
  {words: ['server', 'side'], synonyms: ['next.js']},
  {words: ['two', 'axes'], synonyms: ['dual']},
  {words: ['two', 'axis'], synonyms: ['dual']},
  {words: ['second', 'axis'], synonyms: ['dual']},
  {words: ['2', 'axes'], synonyms: ['dual']},
  {words: ['link', 'charts'], synonyms: ['linked']},
  {words: ['every', 'chart'], synonyms: ['app-wide']},
];

/**
 * Words that carry no meaning in a search (`window is not defined`, `text in
 * the middle of a donut`); they are dropped unless every typed word is one.
 * Kept short: `not`, `no` and `all` say something in this site's options.
 */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'is',
  'are',
  'of',
  'in',
  'on',
  'to',
  'for',
  'and',
  'or',
  'with',
  'my',
  'how',
  'do',
  'does',
  'i',
  'can',
  'this',
  'that',
  'which',
  'what',
  'it',
  'be',
  'by',
  'from',
]);

/** The typed words without stop words; all of them when nothing else is left. */
export function withoutStopWords(words: readonly string[]): string[] {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : [...words];
}

/** Each typed word's synonyms (its own and those of phrases it starts), without repeats or the word itself. */
export function synonymsOf(words: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (word: string, synonyms: readonly string[]) => {
    const list = found.get(word) ?? [];
    for (const synonym of synonyms) {
      if (synonym !== word && !list.includes(synonym)) list.push(synonym);
    }
    if (list.length > 0) found.set(word, list);
  };
  for (const word of words) {
    // Own keys only: `constructor` or `__proto__` would otherwise find Object's members.
    if (Object.hasOwn(WORD_SYNONYMS, word)) add(word, WORD_SYNONYMS[word]);
  }
  for (const phrase of PHRASE_SYNONYMS) {
    if (phrase.words.every((word) => words.includes(word))) add(phrase.words[0], phrase.synonyms);
  }
  return found;
}
