import type {SearchIndex} from '../../types';
import {generateSearchMetadata, optionLink, type SearchMetadata} from '../generateSearchMetadata';
import {rankSearchHints} from '../rankSearchHints';
import {linkMatches, scoreQueries, type QualityQuery} from './scoreSearchQuality';

/** A quality fixture's query: its links and its category (`kind`). */
interface KindedQuery extends QualityQuery {
  kind: string;
}

interface QualityThresholds {
  /** Share of the queries whose expected link is among the first three results. */
  successAt3: number;
  /** The least any category may score, so a strong category cannot hide a weak one. */
  categorySuccessAt3: number;
}

/** Every link a result can point to: pages, headings, demos and option rows. */
function listLinks({pages, options}: SearchMetadata): string[] {
  return [
    ...pages.flatMap((page) => [page.link, ...page.sections.map((s) => s.link), ...page.demos.map((d) => d.link)]),
    ...options.flatMap((option) => option.charts.map((chart) => optionLink(chart, option.path))),
  ];
}

/**
 * The quality tests of one index (English, Chinese): every expected link exists, success@3 over
 * all queries and in every category. Prints success@3, MRR and the queries missed.
 */
export function describeSearchQuality(
  name: string,
  loadIndex: () => Promise<SearchIndex>,
  queries: readonly KindedQuery[],
  thresholds: QualityThresholds,
  extra?: (metadata: () => SearchMetadata) => void,
): void {
  let metadata: SearchMetadata;
  const rank = (query: string) =>
    rankSearchHints(metadata, query).flatMap((group) => group.hints.map((hint) => hint.link));

  describe(name, () => {
    beforeAll(async () => {
      metadata = generateSearchMetadata(await loadIndex());
    }, 120_000);

    extra?.(() => metadata);

    it('every expected link exists on the site', () => {
      const allLinks = listLinks(metadata);
      const missing = queries.flatMap(({query, expect: expected}) =>
        expected
          .filter((link) => !allLinks.some((candidate) => linkMatches(candidate, link)))
          .map((link) => `${query}: ${link}`),
      );
      expect(missing).toEqual([]);
    });

    it(`shows an expected link in the top 3 for at least ${thresholds.successAt3 * 100}% of the queries`, () => {
      const report = scoreQueries(queries, rank);
      const failed = report.results.filter((result) => result.rank === null || result.rank > 3);
      // Printed so a drop names the queries that caused it.
      console.log(
        `${name}: success@3 ${(report.successAt3 * 100).toFixed(1)}%, MRR ${report.mrr.toFixed(3)}; missed: ` +
          failed.map((result) => `${result.query} -> ${result.top.slice(0, 3).join(', ') || 'nothing'}`).join(' | '),
      );
      expect(report.successAt3).toBeGreaterThanOrEqual(thresholds.successAt3);
    });

    it(`reaches ${thresholds.categorySuccessAt3 * 100}% success@3 in every category`, () => {
      const kinds = [...new Set(queries.map((query) => query.kind))];
      const scores = kinds.map((kind) => {
        const inKind = queries.filter((query) => query.kind === kind);
        return {kind, count: inKind.length, successAt3: scoreQueries(inKind, rank).successAt3};
      });
      console.log(scores.map((s) => `${s.kind} ${(s.successAt3 * 100).toFixed(0)}% of ${s.count}`).join(', '));
      expect(scores.filter((score) => score.successAt3 < thresholds.categorySuccessAt3)).toEqual([]);
    });
  });
}
