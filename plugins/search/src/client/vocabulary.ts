import {foldCase} from './parseKeywords';

/** The words of the index, for expanding typed words into the ones the site uses. */
export interface Vocabulary {
  /** Every distinct word, case-folded, sorted (binary search for prefixes). */
  words: string[];
  /** Titles' neighbouring words written as one (`wordcloud`) -> as they are written (`word cloud`). */
  compounds: Map<string, string>;
}

const WORD = /[\p{L}\p{N}]+/gu;
/** A lower-case letter or digit followed by an upper-case letter: `innerRadius` -> `inner`, `Radius`. */
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

/** The words of a text: each run of letters and digits, and the parts of a camelCase run too. */
export function splitWords(text: string): string[] {
  const words: string[] = [];
  for (const [run] of text.matchAll(WORD)) {
    words.push(foldCase(run));
    const parts = run.split(CAMEL_BOUNDARY);
    if (parts.length > 1) {
      words.push(...parts.map(foldCase));
    }
  }
  return words;
}

/**
 * Builds the vocabulary of the index: every word of `texts`, and for
 * `titles` (page, heading and demo titles) each pair of neighbouring words
 * written as one, so `wordcloud` finds `Word Cloud`.
 */
export function buildVocabulary(texts: Iterable<string>, titles: Iterable<string>): Vocabulary {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of splitWords(text)) {
      words.add(word);
    }
  }
  const compounds = new Map<string, string>();
  for (const title of titles) {
    const parts = [...title.matchAll(WORD)].map(([run]) => foldCase(run));
    for (let index = 1; index < parts.length; index += 1) {
      const joined = parts[index - 1] + parts[index];
      if (!compounds.has(joined)) {
        compounds.set(joined, `${parts[index - 1]} ${parts[index]}`);
      }
    }
  }
  return {words: [...words].sort(), compounds};
}

/** Whether some word of the vocabulary starts with `prefix` (or is it). */
export function hasWordWithPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  const {words} = vocabulary;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  return low < words.length && words[low].startsWith(prefix);
}
