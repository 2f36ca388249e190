import {SEARCH_MATCH_QUALITY} from './constants';
import type {SearchTerm} from './expandKeywords';
import {foldCase} from './parseKeywords';

/** How well each typed word matched a text: word -> quality (0..1]; absent words did not match. */
export type TermMatches = Map<string, number>;

/** A query's terms, and what is known of the texts that hold any of their forms. */
export interface QueryMatch {
  terms: readonly SearchTerm[];
  /** Corpus texts (folded) holding a form, and every corpus text; a text outside the corpus is always checked. */
  candidates?: {holding: ReadonlySet<string>; known: ReadonlySet<string>};
}

const folded = new Map<string, string>();

/** foldCase, remembered: the same index texts are folded on every query. */
export function foldCached(text: string): string {
  let value = folded.get(text);
  if (value === undefined) {
    value = foldCase(text);
    folded.set(text, value);
  }
  return value;
}

const PLURAL_ENDINGS = ['s', 'es'];
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UPPER = /\p{Lu}/u;
const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u;

/** Whether a word boundary lies between text[at - 1] and text[at] (camelCase humps count). */
function isBoundary(text: string, at: number): boolean {
  if (at <= 0 || at >= text.length) return true;
  const before = text[at - 1];
  const after = text[at];
  if (!LETTER_OR_DIGIT.test(before) || !LETTER_OR_DIGIT.test(after)) return true;
  return LOWER_OR_DIGIT.test(before) && UPPER.test(after);
}

/**
 * Best quality of `needle` in the text: a whole-word occurrence counts fully,
 * the start of a word (a prefix while typing, camelCase joins) less. An
 * occurrence inside a word is no match: `version` is not `conversionTag`,
 * `is` not `Histogram`.
 */
function needleQuality(text: string, foldedText: string, needle: string, partial: number): number {
  let best = 0;
  for (let at = foldedText.indexOf(needle); at !== -1; at = foldedText.indexOf(needle, at + 1)) {
    if (!isBoundary(text, at)) continue;
    const end = at + needle.length;
    // A plural is the same word: `theme` matches `Themes` as well as `theme`.
    const whole =
      isBoundary(text, end) ||
      PLURAL_ENDINGS.some((ending) => foldedText.startsWith(ending, end) && isBoundary(text, end + ending.length));
    best = Math.max(best, whole ? SEARCH_MATCH_QUALITY.exact : partial);
    if (whole) break;
  }
  return best;
}

const NO_MATCHES: TermMatches = new Map();

/**
 * For each term found in the text (through any of its forms), the quality of
 * its best form there. Most texts match nothing: they cost one indexOf per
 * form and share one empty (never modified) map.
 */
export function matchTerms(text: string, query: QueryMatch, foldedText = foldCached(text)): TermMatches {
  let matches = NO_MATCHES;
  if (!text) return matches;
  const {candidates} = query;
  if (candidates && !candidates.holding.has(foldedText) && candidates.known.has(foldedText)) return matches;
  for (const term of query.terms) {
    let best = 0;
    for (const variant of term.variants) {
      if (variant.quality <= best || foldedText.indexOf(variant.text) === -1) continue;
      best = Math.max(best, needleQuality(text, foldedText, variant.text, term.partialQuality) * variant.quality);
    }
    if (best > 0) {
      if (matches === NO_MATCHES) matches = new Map();
      matches.set(term.word, best);
    }
  }
  return matches;
}

/** Every form of every term: what gets highlighted. */
export function termNeedles(terms: readonly SearchTerm[]): string[] {
  return terms.flatMap((term) => term.variants.map((variant) => variant.text));
}

/**
 * Priority of a hint: every term counts once, with the best of (field weight x
 * match quality) over the fields it was found in.
 */
export function scoreTerms(terms: readonly SearchTerm[], fields: ReadonlyArray<[TermMatches, number]>): number {
  let priority = 0;
  for (const {word} of terms) {
    let best = 0;
    for (const [matches, weight] of fields) {
      best = Math.max(best, (matches.get(word) ?? 0) * weight);
    }
    priority += best;
  }
  return Math.round(priority * 100) / 100;
}
