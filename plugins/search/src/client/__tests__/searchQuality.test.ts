/** @jest-environment node */
import queries from '../../../quality/queries.json';
import {loadSiteSearchIndex} from '../../__tests__/site/loadSiteSearchIndex';
import {generateSearchMetadata, optionLink, type SearchMetadata} from '../generateSearchMetadata';
import {rankSearchHints} from '../rankSearchHints';
import {linkMatches, scoreQueries} from '../scoreSearchQuality';

/** Share of the queries whose expected link is among the first three results. */
const MIN_SUCCESS_AT_3 = 0.95;
/**
 * The least any category (`kind`) may score, so a strong category cannot hide a weak one. The
 * guide category is the weakest (the recipes written since answer several of its queries better
 * than the links it expects; the expectations stay as written).
 */
const MIN_CATEGORY_SUCCESS_AT_3 = 0.6;

let metadata: SearchMetadata;
let allLinks: string[];

beforeAll(async () => {
  const index = await loadSiteSearchIndex();
  metadata = generateSearchMetadata(index);
  allLinks = listLinks(metadata);
}, 120_000);

/** Every link a result can point to: pages, headings, demos and option rows. */
function listLinks({pages, options}: SearchMetadata): string[] {
  return [
    ...pages.flatMap((page) => [page.link, ...page.sections.map((s) => s.link), ...page.demos.map((d) => d.link)]),
    ...options.flatMap((option) => option.charts.map((chart) => optionLink(chart, option.path))),
  ];
}

describe('search quality over the real index', () => {
  it('every expected link exists on the site', () => {
    const missing = queries.flatMap(({query, expect: expected}) =>
      expected
        .filter((link) => !allLinks.some((candidate) => linkMatches(candidate, link)))
        .map((link) => `${query}: ${link}`),
    );
    expect(missing).toEqual([]);
  });

  it(`shows an expected link in the top 3 for at least ${MIN_SUCCESS_AT_3 * 100}% of the queries`, () => {
    const report = scoreQueries(queries, (query) =>
      rankSearchHints(metadata, query).flatMap((group) => group.hints.map((hint) => hint.link)),
    );
    const failed = report.results.filter((result) => result.rank === null || result.rank > 3);
    // Printed so a drop names the queries that caused it.
    console.log(
      `success@3 ${(report.successAt3 * 100).toFixed(1)}%, MRR ${report.mrr.toFixed(3)}; missed: ` +
        failed.map((result) => `${result.query} -> ${result.top.slice(0, 3).join(', ') || 'nothing'}`).join(' | '),
    );
    expect(report.successAt3).toBeGreaterThanOrEqual(MIN_SUCCESS_AT_3);
  });

  it(`reaches ${MIN_CATEGORY_SUCCESS_AT_3 * 100}% success@3 in every category`, () => {
    const kinds = [...new Set(queries.map((query) => query.kind))];
    const scores = kinds.map((kind) => {
      const inKind = queries.filter((query) => query.kind === kind);
      const report = scoreQueries(inKind, (query) =>
        rankSearchHints(metadata, query).flatMap((group) => group.hints.map((hint) => hint.link)),
      );
      return {kind, count: inKind.length, successAt3: report.successAt3};
    });
    console.log(scores.map((s) => `${s.kind} ${(s.successAt3 * 100).toFixed(0)}% of ${s.count}`).join(', '));
    expect(scores.filter((score) => score.successAt3 < MIN_CATEGORY_SUCCESS_AT_3)).toEqual([]);
  });
});
