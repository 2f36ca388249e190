import type SearchableMap from 'minisearch/SearchableMap';
import {SEARCH_MATCH_WEIGHTS} from './constants';
import {foldCase, parseKeywords} from './typedQuery';
import {isStopWord, isTaskWord, synonymsOf} from './synonyms';
import {chunkTerms, splitChunks, stem} from './terms';

/**
 * A typed word (case-folded; `xaxis` for `x axis`): its own terms (itself, its stem, the parts of a
 * joined word), its synonyms' terms, whether it is a task verb (`move`: a result need not hold it),
 * for a word the site does not use the index term it stands for with the weight of a match on it,
 * and whether the index has it or anything near it (`__proto__`: no).
 */
export interface QueryWord {
  text: string;
  terms: string[];
  synonyms: string[];
  verb: boolean;
  correction: [term: string, weight: number] | null;
  known?: boolean;
}

/** The words; a task (`how to ...`, a verb, three content words) unless it names an option path (`innerRadius`). */
export interface ParsedQuery {
  words: QueryWord[];
  task: boolean;
  optionPath: boolean;
}

/** A single letter (`x`; not `报`: one Chinese character is a word of its own). */
const SINGLE_LETTER = /^(?:(?!\p{Script=Han})\p{L})$/u;
/** Spelling corrections are for letters: a Chinese word one character off is another word. */
const FUZZY_WORD = /^(?:(?!\p{Script=Han})\p{L}){4,}$/u;
/** `x轴`, `y 轴`: a letter joins the Chinese word after it. */
const HAN_WORD = /^\p{Script=Han}/u;
const OPTION_PATH = /\p{Ll}\p{Lu}|\p{L}\.\p{L}/u;

/** Every index term and how often the index uses it. */
export type Vocabulary = SearchableMap<number>;

/** The closest candidate `[term, uses, edits]`, then the one nearest in length to `typed`, then the most used. */
function best(typed: string, candidates: Array<[string, number, number]>): string | null {
  const gap = (term: string) => Math.abs(term.length - typed.length);
  return candidates.sort((x, y) => x[2] - y[2] || gap(x[0]) - gap(y[0]) || y[1] - x[1])[0]?.[0] ?? null;
}

/**
 * The one index term a word the site does not use as typed stands for: the last word's shortest
 * completion (`colum` -> `column`), else its closest spelling (MiniSearch's fuzzy lookup: one edit
 * from 4 letters, two from 5: `guage` -> `gauge`). One term, so a document holding several forms
 * of it (`legend`, `legends`) counts the word once.
 */
function correction(text: string, last: boolean, vocabulary: Vocabulary): [string, number] | null {
  if (vocabulary.has(text) || vocabulary.has(stem(text))) return null;
  const completions = last
    ? [...vocabulary.atPrefix(text)].map(([term, uses]): [string, number, number] => [term, uses, 0])
    : [];
  const completion = best(text, completions);
  if (completion) return [completion, SEARCH_MATCH_WEIGHTS.prefix];
  if (!FUZZY_WORD.test(text)) return null;
  const near = [...vocabulary.fuzzyGet(text, text.length >= 5 ? 2 : 1)];
  const fuzzy = best(
    text,
    near.map(([term, [uses, distance]]): [string, number, number] => [term, uses, distance]),
  );
  return fuzzy ? [fuzzy, SEARCH_MATCH_WEIGHTS.fuzzy] : null;
}

/** A synonym's terms: its words whole (`lineDash`, never `line`), with their stems. */
function synonymTerms(synonym: string): string[] {
  return splitChunks(synonym).flatMap((chunk) => {
    const folded = foldCase(chunk);
    const stemmed = stem(folded);
    return stemmed === folded ? [folded] : [folded, stemmed];
  });
}

/** The share of the query's words a result holds; a task verb it does not hold does not count. */
export function coverage(query: ParsedQuery, matched: ReadonlySet<number> | ReadonlyMap<number, unknown>): number {
  const counted = query.words.filter((word, index) => matched.has(index) || !word.verb).length;
  return counted === 0 ? 1 : [...matched.keys()].length / counted;
}

/**
 * The words of a query as the ranking uses them: split like the index, stop words dropped unless
 * nothing else is left, a single letter joined to the next word (`x axis` -> `xaxis`, never `x` of
 * `1.x`), each with its synonyms and, when the site does not use it as typed, its completion or spelling.
 */
export function parseQuery(
  keywords: string,
  vocabulary: Vocabulary,
  /** Whether the site writes a term as one name (`isStack`): `a series` is no `aSeries`. Default: any term. */
  isName: (term: string) => boolean = () => true,
): ParsedQuery {
  const typedWords = parseKeywords(keywords);
  const typed = typedWords.flatMap((word) => splitChunks(word).map(foldCase));
  const content = typed.filter((word) => !isStopWord(word));
  const kept = content.length > 0 ? content : typed;
  const synonyms = synonymsOf(kept);
  // A single letter joins the next word (`x axis` -> `xaxis`), which keeps its own terms too.
  const groups: string[][] = [];
  for (let index = 0; index < kept.length; index += 1) {
    const next = kept[index + 1];
    const joinsNext =
      SINGLE_LETTER.test(kept[index]) &&
      next !== undefined &&
      ((typedWords.includes(kept[index]) && !SINGLE_LETTER.test(next)) || HAN_WORD.test(next));
    groups.push(joinsNext ? [kept[index] + next, next] : [kept[index]]);
    if (joinsNext) index += 1;
  }
  const words = groups.map((group, index): QueryWord => {
    const text = group[0];
    // A word's stem, not both: a document holding the word holds its stem too, and would count it twice.
    // The word itself only where the index lacks its stem (`waterfal` is the stem of `waterfall`).
    const terms = new Set(
      group.flatMap(chunkTerms).filter((term) => stem(term) === term || !vocabulary.has(stem(term))),
    );
    // Words typed apart that the site writes as one (`is stack` -> `isStack`, `step type` -> `stepType`).
    const at = typed.indexOf(group[group.length - 1]);
    for (const span of [2, 3]) {
      const parts = typed.slice(Math.max(at - span + 1, 0), at + 1);
      // Only where a part is a stop word or unknown: `stacked column` is two words on this site too.
      const apart = parts.every((part) => !isStopWord(part) && vocabulary.has(stem(part)));
      const joined = parts.join('');
      if (at - span + 1 >= 0 && !apart && vocabulary.has(joined) && isName(joined)) terms.add(joined);
    }
    const fix = correction(text, index === groups.length - 1, vocabulary);
    return {
      text,
      terms: [...terms],
      synonyms: [...new Set(group.flatMap((word) => synonyms.get(word) ?? []).flatMap(synonymTerms))],
      verb: isTaskWord(text),
      correction: fix,
      known: fix !== null || [...terms].some((term) => vocabulary.has(term)),
    };
  });
  const optionPath = OPTION_PATH.test(keywords);
  const task = !optionPath && (typed.some(isTaskWord) || content.length >= 3);
  return {words, task, optionPath};
}
