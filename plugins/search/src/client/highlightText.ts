import {SNIPPET_LEAD_CHARS} from './constants';
import type {HighlightText} from './types';
import {foldCached} from './matchTerms';

/** A snippet shows at most this many characters from its first match on. */
export const SNIPPET_MAX_CHARS = 120;
/** Marks text cut from a snippet. */
export const ELLIPSIS = '…';

/**
 * Where the words occur in the text, case-insensitively, as sorted,
 * non-overlapping [start, end) ranges. Plain substring search: no RegExp is
 * built from user input.
 */
export function findMatchRanges(text: string, words: readonly string[]): Array<[number, number]> {
  if (!text || words.length === 0) {
    return [];
  }
  const folded = foldCached(text);
  const ranges: Array<[number, number]> = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      ranges.push([at, at + word.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) {
      last[1] = Math.max(last[1], range[1]);
    } else {
      merged.push([range[0], range[1]]);
    }
  }
  return merged;
}

/** The whole text as segments, matched words highlighted. */
export function highlightText(text: string, words: readonly string[]): HighlightText[] {
  const segments: HighlightText[] = [];
  let cursor = 0;
  for (const [start, end] of findMatchRanges(text, words)) {
    if (start > cursor) {
      segments.push({text: text.slice(cursor, start), highlighted: false});
    }
    segments.push({text: text.slice(start, end), highlighted: true});
    cursor = end;
  }
  if (cursor < text.length) {
    segments.push({text: text.slice(cursor), highlighted: false});
  }
  return segments;
}

/**
 * A short excerpt around the first match: text before the
 * first match longer than SNIPPET_LEAD_CHARS is cut to its last
 * SNIPPET_LEAD_CHARS characters and prefixed with `…`; from the first match
 * on, at most SNIPPET_MAX_CHARS characters are kept, the cut marked with `…`.
 * Without a match, the start of the text.
 */
export function buildSnippet(text: string, words: readonly string[]): HighlightText[] {
  const segments = highlightText(text, words);
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
