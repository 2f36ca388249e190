import type {SearchOptions} from 'minisearch';
import {SEARCH_BOOST} from './constants';
import type {SearchMetadata} from './generateSearchMetadata';
import type {ParsedQuery, QueryWord} from './parseQuery';
import {SYNONYM_QUALITY} from './synonyms';

/** How one document matched a query: MiniSearch's score per typed word, and the index terms it matched. */
export interface DocMatch {
  /** Query word index -> best score of the word (its own terms or its synonyms) in this document. */
  words: Map<number, number>;
  /** Query word indices matched in the title or key (path, heading, demo title, slug). */
  titleWords: Set<number>;
  /** Whether a word matched in its text (a heading's paragraphs, not only its title). */
  inText: boolean;
  /** The document's terms that matched: what its snippet marks. */
  terms: Set<string>;
}

const BASE_OPTIONS: SearchOptions = {
  // The query is already split and stemmed like the index (parseQuery): each term goes in as it is.
  tokenize: (term) => [term],
  processTerm: (term) => term,
  boost: SEARCH_BOOST,
};

function searchWord(metadata: SearchMetadata, word: QueryWord, synonym: boolean) {
  const weights = new Map<string, number>();
  if (synonym) for (const term of word.synonyms) weights.set(term, SYNONYM_QUALITY);
  else for (const term of word.terms) weights.set(term, 1);
  if (!synonym && word.correction && !weights.has(word.correction[0])) weights.set(...word.correction);
  if (weights.size === 0) return [];
  return metadata.engine.search(
    {combineWith: 'OR', queries: [...weights.keys()]},
    {...BASE_OPTIONS, boostTerm: (term) => weights.get(term) ?? 1},
  );
}

/**
 * Every document that matched a word of the query, searched word by word (each word's own terms,
 * its correction, then its synonyms at SYNONYM_QUALITY), so the ranking knows which words each document covers.
 */
export function scoreDocuments(metadata: SearchMetadata, query: ParsedQuery): Map<number, DocMatch> {
  const found = new Map<number, DocMatch>();
  query.words.forEach((word, index) => {
    for (const synonym of [false, true]) {
      for (const result of searchWord(metadata, word, synonym)) {
        let match = found.get(result.id as number);
        if (!match) {
          match = {words: new Map(), titleWords: new Set(), inText: false, terms: new Set()};
          found.set(result.id as number, match);
        }
        const {score} = result;
        match.words.set(index, Math.max(match.words.get(index) ?? 0, score));
        for (const [term, fields] of Object.entries(result.match)) {
          match.terms.add(term);
          if (fields.includes('title') || fields.includes('key')) match.titleWords.add(index);
          if (fields.includes('text')) match.inText = true;
        }
      }
    }
  });
  return found;
}
