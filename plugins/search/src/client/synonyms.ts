/**
 * The words people type for a task, mapped to the words the site uses for it (`45 degrees` ->
 * `rotate`, `target line` -> `annotations`, `pie center text` -> `statistic`). A synonym is one
 * more form of the typed word, ranked a little below the word itself (SYNONYM_QUALITY), so a page
 * that uses the reader's own word still comes first. Maps, never plain objects: a typed
 * `constructor` or `__proto__` is a word like any other.
 *
 * Keep entries to words with one clear meaning on this site; a word with several (`window`, `two`)
 * goes into PHRASE_SYNONYMS, which apply only when every word of the phrase was typed.
 */

import {
  CHINESE_PHRASE_SYNONYMS,
  CHINESE_STOP_WORDS,
  CHINESE_TASK_WORDS,
  CHINESE_WORD_SYNONYMS,
} from './chineseSynonyms';

/** Below an exact match (1), above a typo. */
export const SYNONYM_QUALITY = 0.8;

const entries = (groups: ReadonlyArray<[readonly string[], readonly string[]]>) =>
  new Map(groups.flatMap(([words, synonyms]) => words.map((word): [string, readonly string[]] => [word, synonyms])));

/** Typed word -> the site's words for it. */
export const WORD_SYNONYMS: ReadonlyMap<string, readonly string[]> = entries([
  [['colour', 'colours'], ['color']],
  [['palette'], ['color', 'theme']],
  // the text in a donut's hole is G2Plot's `statistic`
  [['center', 'centre', 'middle'], ['statistic']],
  [['resize', 'resizing', 'container', 'responsive'], ['autofit']],
  // reference lines are line annotations
  [['target'], ['annotations']],
  [
    ['threshold', 'reference', 'baseline', 'goal', 'benchmark'],
    ['annotations', 'target'],
  ],
  [['degrees', 'degree', 'tilt', 'slanted', 'diagonal'], ['rotate']],
  [['percent', 'percentage', 'currency', 'thousands'], ['formatter']],
  [
    ['zoom', 'zooming'],
    ['slider', 'brush'],
  ],
  [['dashed', 'dotted'], ['lineDash']],
  [
    ['thin', 'thinner', 'thick', 'thicker', 'narrow', 'narrower', 'wider', 'skinny'],
    ['barWidthRatio', 'columnWidthRatio'],
  ],
  [['format', 'formatting', 'formatted'], ['formatter']],
  [['move', 'place', 'placement'], ['position']],
  [['nextjs', 'next', 'ssr'], ['next.js']],
  [
    ['migrate', 'migration', 'upgrading', 'v2'],
    ['2.x', 'upgrade'],
  ],
  [['upgrade'], ['2.x']],
  [['v1', 'version', 'versions'], ['1.x']],
  [['download', 'save', 'screenshot'], ['export']],
  [['redraw', 'rerender', 'refresh'], ['update']],
  [['slow', 'performance', 'lag'], ['large data']],
  [['drilldown'], ['drill down']],
  [['twice'], ['strict mode']],
  [['ts', 'types', 'typings'], ['typescript']],
  [['hover'], ['tooltip']],
  [['candlestick', 'ohlc'], ['stock']],
  ...CHINESE_WORD_SYNONYMS,
]);

/** When every word of `words` was typed, each of them also matches `synonyms`. */
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
  ...CHINESE_PHRASE_SYNONYMS,
];

/**
 * Words that carry no meaning in a search (`how to add a line to my chart`); dropped unless every
 * typed word is one. Kept short: `not`, `no` and `all` say something in this site's options.
 */
const STOP_WORDS = new Set(
  `a an the is are of in on to for and or with my how do does i can this that which what it be by from want show make add set chart charts using use when ${CHINESE_STOP_WORDS}`.split(
    ' ',
  ),
);

/** Words that make a query read as a task (`how to ...`, `rotate x axis labels`). */
const TASK_WORDS = new Set(
  `how add show hide remove change set rotate format make display customize customise create draw put move enable disable sort highlight zoom export download update want can use limit align ${CHINESE_TASK_WORDS}`.split(
    ' ',
  ),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

export function isTaskWord(word: string): boolean {
  return TASK_WORDS.has(word);
}

/** The typed words without stop words; all of them when nothing else is left. */
export function withoutStopWords(words: readonly string[]): string[] {
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : [...words];
}

/** Each typed word's synonyms (its own and those of the phrases it is part of), without repeats or the word itself. */
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
    const own = WORD_SYNONYMS.get(word);
    if (own) add(word, own);
  }
  for (const phrase of PHRASE_SYNONYMS) {
    if (phrase.words.every((word) => words.includes(word))) for (const word of phrase.words) add(word, phrase.synonyms);
  }
  return found;
}
