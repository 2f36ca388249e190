/** @jest-environment node */
import queries from '../../../quality/queries.zh.json';
import {loadSiteSearchIndex} from '../../__tests__/site/loadSiteSearchIndex';
import {generateSearchMetadata, optionLink, type SearchMetadata} from '../generateSearchMetadata';
import {rankSearchHints} from '../rankSearchHints';
import {linkMatches, scoreQueries} from '../scoreSearchQuality';

/**
 * The Chinese index (`/zh-CN/`): its pages, demos and option rows in Chinese, searched with
 * Chinese questions as people ask them in the trackers. Share whose expected link is in the top 3.
 */
const MIN_SUCCESS_AT_3 = 0.9;
/** The least any category (`kind`) may score, so a strong one cannot hide a weak one. */
const MIN_CATEGORY_SUCCESS_AT_3 = 0.6;

let metadata: SearchMetadata;
let allLinks: string[];

beforeAll(async () => {
  metadata = generateSearchMetadata(await loadSiteSearchIndex('zh-CN'));
  allLinks = [
    ...metadata.pages.flatMap((page) => [
      page.link,
      ...page.sections.map((s) => s.link),
      ...page.demos.map((d) => d.link),
    ]),
    ...metadata.options.flatMap((option) => option.charts.map((chart) => optionLink(chart, option.path))),
  ];
}, 120_000);

const rank = (query: string) =>
  rankSearchHints(metadata, query).flatMap((group) => group.hints.map((hint) => hint.link));

describe('Chinese search quality over the zh-CN index', () => {
  it('indexes the Chinese texts', () => {
    const guide = metadata.pages.find((page) => page.link === '/guide');
    expect(guide?.title).toMatch(/\p{Script=Han}/u);
  });

  it('every expected link exists on the site', () => {
    const missing = queries.flatMap(({query, expect: expected}) =>
      expected
        .filter((link) => !allLinks.some((candidate) => linkMatches(candidate, link)))
        .map((link) => `${query}: ${link}`),
    );
    expect(missing).toEqual([]);
  });

  it(`shows an expected link in the top 3 for at least ${MIN_SUCCESS_AT_3 * 100}% of the queries`, () => {
    const report = scoreQueries(queries, rank);
    const failed = report.results.filter((result) => result.rank === null || result.rank > 3);
    // Printed so a drop names the queries that caused it.
    console.log(
      `zh-CN success@3 ${(report.successAt3 * 100).toFixed(1)}%, MRR ${report.mrr.toFixed(3)}; missed: ` +
        failed.map((result) => `${result.query} -> ${result.top.slice(0, 3).join(', ') || 'nothing'}`).join(' | '),
    );
    expect(report.successAt3).toBeGreaterThanOrEqual(MIN_SUCCESS_AT_3);
  });

  it(`reaches ${MIN_CATEGORY_SUCCESS_AT_3 * 100}% success@3 in every category`, () => {
    const kinds = [...new Set(queries.map((query) => query.kind))];
    const scores = kinds.map((kind) => {
      const inKind = queries.filter((query) => query.kind === kind);
      return {kind, count: inKind.length, successAt3: scoreQueries(inKind, rank).successAt3};
    });
    console.log(scores.map((s) => `${s.kind} ${(s.successAt3 * 100).toFixed(0)}% of ${s.count}`).join(', '));
    expect(scores.filter((score) => score.successAt3 < MIN_CATEGORY_SUCCESS_AT_3)).toEqual([]);
  });
});
