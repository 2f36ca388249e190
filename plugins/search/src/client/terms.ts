import {stemmer} from 'stemmer';
import {HAN_RUN, segmentHan, stemHan} from './chineseWords';
import {foldCase} from './parseKeywords';

/**
 * Words as the index and the query see them. MiniSearch stores what `tokenize` returns; both sides
 * go through the same function, so `legend.position`, `dual-axes`, `innerRadius`, `1.x` and
 * `Word Cloud` are found as people type them.
 */

/**
 * A run of letters and digits other than Han, with `.`, `-` or `_` joining runs (`legend.position`,
 * `line-basic`, `1.1.3-beta.0`); or a run of Han characters, which `segmentHan` cuts into words
 * (`使用Line组件` is `使用`, `Line`, `组件`).
 */
export const CHUNK =
  /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+(?:[.\-_](?:(?!\p{Script=Han})[\p{L}\p{N}])+)*/gu;
const RUN = /[\p{L}\p{N}]+/gu;
/** A single Latin letter: `X 轴` is also `x轴` and `K 线图` `k线图`, as `X Axis` is `xaxis`. */
const LETTER = /^[a-z]$/iu;
/** A lower-case letter or digit followed by an upper-case letter: `innerRadius` -> `inner`, `Radius`. */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;
/** `2.13.5`, `1.x`, `1.1.3-beta.0`: kept whole, so `x` never matches inside `1.x`. */
const VERSION = /^v?\d+(?:\.(?:\d+|x))+(?:-[\p{L}\p{N}.]+)?$/u;
const PLAIN_WORD = /^\p{L}{4,}$/u;

/** Plural endings the stemmer does not fold onto their singular (`axes`, `yAxes`). */
const IRREGULAR: ReadonlyArray<[string, string]> = [
  ['axes', 'axis'],
  ['indices', 'index'],
];

/** `2.13.5`, `1.x`: one term, never its parts. */
export function isVersion(folded: string): boolean {
  return VERSION.test(folded);
}

/** Stems already computed: the index repeats the same few thousand words (a Map: any word is a key). */
const stems = new Map<string, string>();

/** The stem of a folded word (`labels` -> `label`, `rotated` -> `rotat`); other tokens as they are. */
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
  const terms: string[] = [];
  const folded = foldCase(chunk);
  if (HAN_RUN.test(chunk)) {
    // A Chinese word (splitChunks cut it): itself and a chart name without its last 图.
    const stemmed = stemHan(chunk);
    return stemmed === chunk ? [chunk] : [chunk, stemmed];
  }
  if (isVersion(folded)) return [folded];
  const runs = chunk.match(RUN) ?? [];
  if (runs.length > 1) terms.push(folded);
  for (const run of runs) {
    withStem(foldCase(run), terms);
    const parts = run.split(CAMEL_BOUNDARY);
    if (parts.length > 1) {
      for (const part of parts) if (part.length > 1) withStem(foldCase(part), terms);
    }
  }
  return terms;
}

/** The chunks of a text, as typed (`Dual Axes`, `xAxis.label.rotate`), a Chinese run as its words. */
export function splitChunks(text: string): string[] {
  const chunks = text.match(CHUNK) ?? [];
  return chunks.some((chunk) => HAN_RUN.test(chunk))
    ? chunks.flatMap((chunk) => (HAN_RUN.test(chunk) ? segmentHan(chunk) : [chunk]))
    : chunks;
}

/**
 * Index tokenizer: every chunk's terms; in titles also each two neighbouring words written as one,
 * so `wordcloud` finds `Word Cloud` and `xaxis` finds `X Axis`; a key (slug, demo id) as one term.
 */
export function tokenize(text: string, field?: string): string[] {
  if (field === 'key') return text ? [foldCase(text)] : [];
  const chunks = splitChunks(text);
  const terms = chunks.flatMap(chunkTerms);
  // `X 轴`, `y轴`, `K 线图`: the letter and the Chinese word as one term, as a reader types them.
  for (let index = 1; index < chunks.length; index += 1) {
    if (LETTER.test(chunks[index - 1]) && HAN_RUN.test(chunks[index])) {
      terms.push(foldCase(chunks[index - 1]) + chunks[index]);
    }
  }
  if (field === 'title') {
    for (let index = 1; index < chunks.length; index += 1) {
      // Latin words only: Chinese has no spaces to leave out.
      if (!HAN_RUN.test(chunks[index - 1]) && !HAN_RUN.test(chunks[index])) {
        terms.push(foldCase(chunks[index - 1] + chunks[index]));
      }
    }
  }
  return terms;
}
