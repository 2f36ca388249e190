import {SEARCH_MATCH_QUALITY} from './constants';
import {editDistanceWithin} from './editDistance';
import {SYNONYM_QUALITY, synonymsOf} from './synonyms';
import {hasWordWithPrefix, type Vocabulary} from './vocabulary';

/** A form of a typed word to look for in the text, and how good a match on it is (1 = as typed). */
export interface TermVariant {
  text: string;
  quality: number;
  /** A synonym of the typed word (`synonyms.ts`): it matches text, but never names a chart. */
  synonym?: true;
}

/** A typed word and the forms it matches: itself first, then compound and fuzzy forms. */
export interface SearchTerm {
  word: string;
  variants: TermVariant[];
  /**
   * Quality of a match on the start of a longer word. The last typed word may
   * be unfinished, so its prefixes count almost fully; an earlier word was
   * finished by the space after it (`change series colors` is not about the `Changelog`).
   */
  partialQuality: number;
}

/** Prefix quality of a word followed by another one. */
export const FINISHED_WORD_PARTIAL_QUALITY = 0.05;

/** A word matches with one edit from this length on, with two from FUZZY_TWO_EDITS_LENGTH on. */
export const FUZZY_MIN_LENGTH = 4;
export const FUZZY_TWO_EDITS_LENGTH = 8;
/** At most this many fuzzy forms per word, the closest first: each one is searched in every text. */
export const MAX_FUZZY_VARIANTS = 6;

/**
 * Only plain words (letters, digits, at least one letter) get fuzzy forms:
 * `<img` or `src=x` are searched literally, never as `img`.
 */
const FUZZY_WORD = /^(?=.*\p{L})[\p{L}\p{N}]+$/u;

function allowedEdits(word: string): number {
  const length = [...word].length;
  return length >= FUZZY_TWO_EDITS_LENGTH ? 2 : length >= FUZZY_MIN_LENGTH ? 1 : 0;
}

/**
 * The site's words within the allowed edits of `word` (Damerau: a swap of two
 * neighbours is one edit), closest first. A word the site uses as it is
 * typed, or as the start of one of its words (the word being typed), needs no
 * fuzzy forms: its exact and prefix matches rank above them anyway.
 */
function fuzzyVariants(word: string, vocabulary: Vocabulary): TermVariant[] {
  const max = allowedEdits(word);
  if (max === 0 || !FUZZY_WORD.test(word) || hasWordWithPrefix(vocabulary, word)) {
    return [];
  }
  const found: Array<{text: string; distance: number}> = [];
  for (const candidate of vocabulary.words) {
    if (candidate.length < FUZZY_MIN_LENGTH - 1) continue;
    const distance = editDistanceWithin(word, candidate, max);
    if (distance !== null && distance > 0) {
      found.push({text: candidate, distance});
    }
  }
  found.sort((a, b) => a.distance - b.distance || a.text.length - b.text.length);
  return found.slice(0, MAX_FUZZY_VARIANTS).map(({text, distance}) => ({
    text,
    quality: distance === 1 ? SEARCH_MATCH_QUALITY.oneEdit : SEARCH_MATCH_QUALITY.twoEdits,
  }));
}

/**
 * Each typed word with the forms it matches: the word itself; its title
 * compound split apart (`wordcloud` -> `word cloud`); its synonyms
 * (`synonyms.ts`: `colors` -> `color`, `two axes` -> `dual`); its fuzzy neighbours.
 * Substring matching on the word itself already covers prefixes (the word
 * being typed) and camelCase joins (`innerradius` in `innerRadius`).
 */
export function expandKeywords(words: readonly string[], vocabulary: Vocabulary): SearchTerm[] {
  const synonyms = synonymsOf(words);
  return words.map((word, index) => {
    const variants: TermVariant[] = [{text: word, quality: SEARCH_MATCH_QUALITY.exact}];
    const compound = vocabulary.compounds.get(word);
    if (compound) {
      variants.push({text: compound, quality: SEARCH_MATCH_QUALITY.exact});
    }
    for (const synonym of synonyms.get(word) ?? []) {
      if (!variants.some((known) => known.text === synonym)) {
        variants.push({text: synonym, quality: SYNONYM_QUALITY, synonym: true});
      }
    }
    for (const variant of fuzzyVariants(word, vocabulary)) {
      // A form that contains the word adds nothing: substring matching finds the word in it.
      if (!variant.text.includes(word) && !variants.some((known) => known.text === variant.text)) {
        variants.push(variant);
      }
    }
    const partialQuality = index === words.length - 1 ? SEARCH_MATCH_QUALITY.partial : FINISHED_WORD_PARTIAL_QUALITY;
    return {word, variants, partialQuality};
  });
}
