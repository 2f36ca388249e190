import EN from './words.en.json';
import ZH from './words.zh.json';

/**
 * What people type, mapped to the words the site uses for it (`45 degrees` -> `rotate`, `环形图` ->
 * `innerRadius`). The lists are plain data (`words.en.json`, `words.zh.json`): `wordSynonyms` are
 * `[typed words, site words]` for words with one clear meaning here; `phraseSynonyms` apply only
 * when every word of the phrase was typed (`window defined` -> `next.js`); `stopWords` carry no
 * meaning in a search; `taskWords` make a query read as a task. Maps and Sets, never plain objects:
 * a typed `constructor` or `__proto__` is a word like any other.
 */

/** A synonym is one more form of the typed word, ranked a little below the word itself (1), above a typo. */
export const SYNONYM_QUALITY = 0.8;

/** Typed word -> the site's words for it (a later entry wins: the Chinese `ts` adds `类型`). */
const WORD_SYNONYMS = new Map(
  [...EN.wordSynonyms, ...ZH.wordSynonyms].flatMap(([words, synonyms]) =>
    words.map((word): [string, readonly string[]] => [word, synonyms]),
  ),
);
const PHRASE_SYNONYMS = [...EN.phraseSynonyms, ...ZH.phraseSynonyms];
const STOP_WORDS = new Set(`${EN.stopWords} ${ZH.stopWords}`.split(' '));
const TASK_WORDS = new Set(`${EN.taskWords} ${ZH.taskWords}`.split(' '));

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);
export const isTaskWord = (word: string): boolean => TASK_WORDS.has(word);

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
    for (const synonym of synonyms) if (synonym !== word && !list.includes(synonym)) list.push(synonym);
    if (list.length > 0) found.set(word, list);
  };
  for (const word of words) add(word, WORD_SYNONYMS.get(word) ?? []);
  for (const [phrase, synonyms] of PHRASE_SYNONYMS) {
    if (phrase.every((word) => words.includes(word))) for (const word of phrase) add(word, synonyms);
  }
  return found;
}
