import {stemmer} from 'stemmer';
import ZH from './words.zh.json';
import {foldCase} from './typedQuery';

/**
 * Words as the index and the query see them. MiniSearch stores what `tokenize` returns; both sides
 * go through the same function, so `legend.position`, `dual-axes`, `innerRadius`, `1.x`, `Word Cloud`
 * and `图例放在底部` are found as people type them.
 */

/** A run of Han characters: the part of a text the segmenter cuts. */
export const HAN_RUN = /\p{Script=Han}/u;
/**
 * The site's Chinese terms (`words.zh.json`): ICU's general dictionary cuts many of them apart
 * (`图|例`, `点|击`, `折|线图`), so neighbouring pieces that spell one are joined again.
 */
const HAN_TERMS = new Set(ZH.terms.split(' '));
/** The longest join of pieces tried: `迷你` + `折` + `线图` is three. */
const MAX_JOIN = 4;

let segmenter: Intl.Segmenter | null | undefined;
/** Runs already cut: pages repeat the same phrases (a Map, any string is a key). */
const segmented = new Map<string, string[]>();

/**
 * The words of a run of Han characters (`图例放在底部` -> `图例`, `放在`, `底部`): the words of the
 * segmenter built into Node and browsers, joined where they spell a site term (longest join first).
 * Where the runtime has no segmenter, the run is one word.
 */
export function segmentHan(run: string): string[] {
  const cached = segmented.get(run);
  if (cached) return cached;
  segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', {granularity: 'word'}) : null;
  const pieces = segmenter
    ? [...segmenter.segment(run)].filter((piece) => piece.isWordLike).map((piece) => piece.segment)
    : [run];
  const words: string[] = [];
  for (let index = 0; index < pieces.length;) {
    let joined = 1;
    for (let span = Math.min(MAX_JOIN, pieces.length - index); span > 1 && joined === 1; span -= 1) {
      if (HAN_TERMS.has(pieces.slice(index, index + span).join(''))) joined = span;
    }
    words.push(pieces.slice(index, index + joined).join(''));
    index += joined;
  }
  if (segmented.size < 50_000) segmented.set(run, words);
  return words;
}

/** A chart name without its last `图` (`折线图` -> `折线`), as `labels` has the stem `label`. */
export function stemHan(word: string): string {
  return word.length >= 3 && word.endsWith('图') && !/[^\p{Script=Han}]/u.test(word) ? word.slice(0, -1) : word;
}

/**
 * A run of letters and digits other than Han, with `.`, `-` or `_` joining runs (`legend.position`,
 * `line-basic`, `1.1.3-beta.0`); or a run of Han characters (`使用Line组件` is `使用`, `Line`, `组件`).
 */
export const CHUNK =
  /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+(?:[.\-_](?:(?!\p{Script=Han})[\p{L}\p{N}])+)*/gu;
const RUN = /[\p{L}\p{N}]+/gu;
/** A single Latin letter: `X 轴` is also `x轴`, as `X Axis` is `xaxis`. */
const LETTER = /^[a-z]$/iu;
/** `innerRadius` -> `inner`, `Radius`. */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;
/** `2.13.5`, `1.x`, `1.1.3-beta.0`: kept whole, so `x` never matches inside `1.x`. */
const VERSION = /^v?\d+(?:\.(?:\d+|x))+(?:-[\p{L}\p{N}.]+)?$/u;
const PLAIN_WORD = /^\p{L}{4,}$/u;
/** Plural endings the stemmer does not fold onto their singular (`axes`, `yAxes`). */
const IRREGULAR: ReadonlyArray<[string, string]> = [
  ['axes', 'axis'],
  ['indices', 'index'],
];

export function isVersion(folded: string): boolean {
  return VERSION.test(folded);
}

/** Stems already computed: the index repeats the same few thousand words. */
const stems = new Map<string, string>();

/** The Porter stem of a folded word (`labels` -> `label`); shorter words and other tokens as they are. */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    const irregular = IRREGULAR.find(([plural]) => word.endsWith(plural));
    stemmed = !PLAIN_WORD.test(word)
      ? word
      : stemmer(irregular ? word.slice(0, -irregular[0].length) + irregular[1] : word);
    stems.set(word, stemmed);
  }
  return stemmed;
}

/** A word and its stem when they differ: the word is kept too, so a typo of it is still one edit away. */
function withStem(word: string, into: string[]): void {
  into.push(word);
  const stemmed = stem(word);
  if (stemmed !== word) into.push(stemmed);
}

/**
 * The terms of one chunk: the whole chunk when it is joined (`legend.position`), each run, and
 * the camelCase parts of a run except single letters (`offsetX` holds `offset`, never `x`).
 */
export function chunkTerms(chunk: string): string[] {
  if (HAN_RUN.test(chunk)) {
    const stemmed = stemHan(chunk);
    return stemmed === chunk ? [chunk] : [chunk, stemmed];
  }
  const folded = foldCase(chunk);
  if (isVersion(folded)) return [folded];
  const terms: string[] = [];
  const runs = chunk.match(RUN) ?? [];
  if (runs.length > 1) terms.push(folded);
  for (const run of runs) {
    withStem(foldCase(run), terms);
    const parts = run.split(CAMEL_BOUNDARY);
    if (parts.length > 1) for (const part of parts) if (part.length > 1) withStem(foldCase(part), terms);
  }
  return terms;
}

/** The chunks of a text, as typed (`Dual Axes`, `xAxis.label.rotate`), a Chinese run as its words. */
export function splitChunks(text: string): string[] {
  return (text.match(CHUNK) ?? []).flatMap((chunk) => (HAN_RUN.test(chunk) ? segmentHan(chunk) : [chunk]));
}

/**
 * Index tokenizer: every chunk's terms; a letter before a Chinese word also joined to it (`X 轴` is
 * `x轴`); in titles also two neighbouring Latin words as one (`wordcloud`, `xaxis`); a key whole.
 */
export function tokenize(text: string, field?: string): string[] {
  if (field === 'key') return text ? [foldCase(text)] : [];
  const chunks = splitChunks(text);
  const terms = chunks.flatMap(chunkTerms);
  for (let index = 1; index < chunks.length; index += 1) {
    const [before, chunk] = [chunks[index - 1], chunks[index]];
    if (LETTER.test(before) && HAN_RUN.test(chunk)) terms.push(foldCase(before) + chunk);
    if (field === 'title' && !HAN_RUN.test(before) && !HAN_RUN.test(chunk)) terms.push(foldCase(before + chunk));
  }
  return terms;
}
