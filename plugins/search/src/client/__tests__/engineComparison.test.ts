/** @jest-environment node */
/**
 * MiniSearch against Orama under the same ranking (rankSearchHints), on the quality set: run with
 * COMPARE_ENGINES=1 (`COMPARE_ENGINES=1 npx jest engineComparison`); the figures are in
 * docs-dev/decisions/2026-11-29-search-engine.md. Skipped in `npm test`: it measures, it does not check.
 */
import {create, insertMultiple, save, search as oramaSearch, type AnyOrama} from '@orama/orama';
import queries from '../../../quality/queries.json';
import {loadSiteSearchIndex} from '../../__tests__/site/loadSiteSearchIndex';
import {generateSearchMetadata, scoreDocuments, type DocMatch, type SearchMetadata} from '../generateSearchMetadata';
import type {ParsedQuery} from '../parseQuery';
import {rankSearchHints, LIST_LIMITS} from '../rankSearchHints';
import {scoreQueries} from './scoreSearchQuality';
import {SYNONYM_QUALITY} from '../synonyms';
import {tokenize} from '../terms';

const run = process.env.COMPARE_ENGINES ? it : it.skip;

function buildOrama(metadata: SearchMetadata): AnyOrama {
  const db = create({
    schema: {title: 'string', text: 'string', key: 'string'} as const,
    components: {
      // The site's own terms, as MiniSearch gets them: the comparison is of the engines, not the words.
      tokenizer: {
        language: 'english',
        normalizationCache: new Map(),
        tokenize: (raw, _language, prop) => tokenize(raw, prop),
      },
    },
  });
  // Orama's insert is synchronous without async components; insertMultiple batches.
  void insertMultiple(
    db,
    metadata.docs.map((doc) => ({id: String(doc.id), title: doc.title, text: doc.text, key: doc.key})),
  );
  return db;
}

/** DocMatch from Orama: one search per word (and per weight), a second one on title and key for titleWords. */
function oramaScores(db: AnyOrama) {
  const searchSync = (term: string, properties?: string[]) =>
    oramaSearch(db, {term, properties, boost: {title: 4, key: 1, text: 1}, threshold: 1, limit: 100000}) as unknown as {
      hits: Array<{id: string; score: number}>;
    };
  return (_metadata: SearchMetadata, query: ParsedQuery): Map<number, DocMatch> => {
    const found = new Map<number, DocMatch>();
    query.words.forEach((word, index) => {
      const groups: Array<[string[], number]> = [
        [word.terms, 1],
        [word.synonyms, SYNONYM_QUALITY],
        [word.correction ? [word.correction[0]] : [], word.correction?.[1] ?? 0],
      ];
      for (const [terms, weight] of groups) {
        if (terms.length === 0) continue;
        const titleHits = new Set(searchSync(terms.join(' '), ['title', 'key']).hits.map((hit) => hit.id));
        for (const hit of searchSync(terms.join(' ')).hits) {
          const id = Number(hit.id);
          const match = found.get(id) ?? {words: new Map(), titleWords: new Set(), inText: true, terms: new Set()};
          found.set(id, match);
          match.words.set(index, Math.max(match.words.get(index) ?? 0, hit.score * weight));
          if (titleHits.has(hit.id)) match.titleWords.add(index);
          // Orama does not say which terms matched: every searched term stands in.
          for (const term of terms) match.terms.add(term);
        }
      }
    });
    return found;
  };
}

function measure(name: string, build: () => unknown, rank: (query: string) => string[], size: number) {
  const report = scoreQueries(queries, rank);
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const {query} of queries) {
      const start = performance.now();
      rank(query);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  build();
  return {
    engine: name,
    successAt3: Number((report.successAt3 * 100).toFixed(1)),
    mrr: Number(report.mrr.toFixed(3)),
    buildMs: Math.round(performance.now() - started),
    indexKB: Math.round(size / 1024),
    queryMedianMs: Number(times[times.length >> 1].toFixed(2)),
    queryP95Ms: Number(times[Math.floor(times.length * 0.95)].toFixed(2)),
  };
}

run(
  'compares MiniSearch and Orama on the quality set',
  async () => {
    const index = await loadSiteSearchIndex();
    const metadata = generateSearchMetadata(index);
    const links = (groups: ReturnType<typeof rankSearchHints>) => groups.flatMap((g) => g.hints.map((h) => h.link));
    const mini = measure(
      'MiniSearch 7.2.0',
      () => generateSearchMetadata(index),
      (query) => links(rankSearchHints(metadata, query, LIST_LIMITS, scoreDocuments)),
      JSON.stringify(metadata.engine).length,
    );
    const db = buildOrama(metadata);
    const scores = oramaScores(db);
    const orama = measure(
      'Orama 3.1.18',
      () => buildOrama(metadata),
      (query) => links(rankSearchHints(metadata, query, LIST_LIMITS, scores)),
      JSON.stringify(save(db)).length,
    );
    console.log(JSON.stringify([mini, orama], null, 1));
  },
  600_000,
);
