import {SNIPPET_LEAD_CHARS} from './constants';
import type {HighlightText, SearchHint} from './types';
import {CHUNK, HAN_RUN, isVersion, segmentHan, stem, stemHan} from './terms';
import {foldCase} from './typedQuery';

/** A snippet shows at most this many characters from its first match on; `…` marks a cut. */
export const SNIPPET_MAX_CHARS = 120;
export const ELLIPSIS = '…';

const RUN = /[\p{L}\p{N}]+/gu;
const CAMEL_PART = /\p{Lu}?[\p{Ll}\p{N}]+|\p{Lu}+(?![\p{Ll}])/gu;

/**
 * Where the text holds a word the search matched (`terms`: index terms, as MiniSearch reports
 * them), as sorted [start, end) ranges: a whole joined word (`legend.position`), else each of its
 * words (`xAxis`), else a camelCase part (`Radius` of `innerRadius`). Words, not substrings: `x`
 * never marks the `x` of `offsetX`.
 */
export function findWordRanges(text: string, terms: ReadonlySet<string>): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const hit = (word: string) => {
    const folded = foldCase(word);
    return terms.has(folded) || terms.has(stem(folded));
  };
  for (const chunk of text.matchAll(CHUNK)) {
    const start = chunk.index ?? 0;
    if (HAN_RUN.test(chunk[0])) {
      // Chinese: the words the index cut the run into, each marked whole when it matched.
      let at = start;
      for (const word of segmentHan(chunk[0])) {
        const wordStart = text.indexOf(word, at);
        if (wordStart === -1) continue;
        at = wordStart + word.length;
        if (terms.has(word) || terms.has(stemHan(word))) ranges.push([wordStart, at]);
      }
      continue;
    }
    if (terms.has(foldCase(chunk[0]))) {
      ranges.push([start, start + chunk[0].length]);
      continue;
    }
    if (isVersion(foldCase(chunk[0]))) continue;
    for (const run of chunk[0].matchAll(RUN)) {
      const runStart = start + (run.index ?? 0);
      if (hit(run[0])) {
        ranges.push([runStart, runStart + run[0].length]);
        continue;
      }
      for (const part of run[0].matchAll(CAMEL_PART)) {
        const partStart = runStart + (part.index ?? 0);
        if (part[0].length > 1 && part[0].length < run[0].length && hit(part[0])) {
          ranges.push([partStart, partStart + part[0].length]);
        }
      }
    }
  }
  return ranges;
}

/** The whole text as segments, the matched words (findWordRanges) highlighted. */
export function highlightText(text: string, terms: ReadonlySet<string>): HighlightText[] {
  const segments: HighlightText[] = [];
  let cursor = 0;
  for (const [start, end] of [...findWordRanges(text, terms), [text.length, text.length]]) {
    if (start > cursor) segments.push({text: text.slice(cursor, start), highlighted: false});
    if (end > start) segments.push({text: text.slice(start, end), highlighted: true});
    cursor = end;
  }
  return segments;
}

/**
 * An excerpt around the first match: the text before it cut to its last SNIPPET_LEAD_CHARS
 * characters, at most SNIPPET_MAX_CHARS from it on. Without a match, the start of the text.
 */
export function buildSnippet(text: string, terms: ReadonlySet<string>): HighlightText[] {
  const segments = highlightText(text, terms);
  const result: HighlightText[] = [];
  let budget = SNIPPET_MAX_CHARS;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    if (budget <= 0) {
      result.push({text: ELLIPSIS, highlighted: false});
      break;
    }
    if (index === 0 && !segment.highlighted && segments.length > 1) {
      const lead =
        segment.text.length > SNIPPET_LEAD_CHARS
          ? `${ELLIPSIS}${segment.text.slice(-SNIPPET_LEAD_CHARS)}`
          : segment.text;
      result.push({text: lead, highlighted: false});
    } else if (segment.highlighted || segment.text.length <= budget) {
      result.push(segment);
      budget -= segment.text.length;
    } else {
      result.push({text: `${segment.text.slice(0, budget).trimEnd()}${ELLIPSIS}`, highlighted: false});
      break;
    }
  }
  return result;
}

/**
 * A hint before it is shown: plain title, its body (the snippet's text) found and marked only for
 * the few hints that make the list (a common word matches thousands of rows), the terms it matched.
 */
export type HintCandidate = Omit<SearchHint, 'highlightTitleTexts' | 'highlightTexts'> & {
  title: string;
  body: () => string;
  terms: ReadonlySet<string>;
};

/** The hint as the list shows it: matched words marked, the body cut to a snippet around the first match. */
export function toSearchHint({title, body, terms, ...hint}: HintCandidate): SearchHint {
  return {...hint, highlightTitleTexts: highlightText(title, terms), highlightTexts: buildSnippet(body(), terms)};
}
