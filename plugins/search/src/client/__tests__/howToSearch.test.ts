/** @jest-environment node */
import {loadSiteSearchIndex} from '../../__tests__/site/loadSiteSearchIndex';
import {generateSearchMetadata, type SearchMetadata} from '../generateSearchMetadata';
import {rankSearchHints} from '../rankSearchHints';

// Issue 31: how-to questions in plain words, over the real index.
let metadata: SearchMetadata;

beforeAll(async () => {
  metadata = generateSearchMetadata(await loadSiteSearchIndex());
}, 120_000);

const links = (query: string) => rankSearchHints(metadata, query).flatMap((group) => group.hints.map((h) => h.link));

describe('how-to search', () => {
  it.each(['next.js', 'nextjs', 'Next.js', 'ssr', 'window is not defined', 'document is not defined'])(
    '%s shows the Next.js recipe (or its section) first',
    (query) => {
      expect(links(query)[0]).toMatch(/^\/recipes\/nextjs(#|$)/);
    },
  );

  it('shows the 1.x and 2.x page in the top three for "migrate 2.x" and "upgrade"', () => {
    expect(links('migrate 2.x').slice(0, 3)).toContain('/plots-1x-and-2x');
    expect(links('upgrade').slice(0, 3)).toContain('/plots-1x-and-2x');
  });

  it('no longer reads "version" as conversionTag', () => {
    const top = links('version').slice(0, 3);
    expect(top.some((link) => /conversionTag/.test(link))).toBe(false);
    expect(top).toContain('/plots-1x-and-2x');
  });

  it('finds Dual Axes for "two y axes" and "second y axis"', () => {
    expect(links('two y axes').slice(0, 3)).toContain('/api/dual-axes');
    expect(links('second y axis').slice(0, 3)).toContain('/api/dual-axes');
  });

  it.each([
    ['add a horizontal reference line', /#prop-annotations$|demo-(line|bar)-target-line/],
    ['pie center text', /#prop-statistic|demo-pie-donut/],
    ['dashed target line', /target-line|#prop-annotations$/],
    ['y axis percentage', /#prop-yAxis\.label\.formatter|percent/],
    ['rotate x axis labels', /#prop-xAxis\.label\.rotate|rotate/],
  ])('puts a right answer to "%s" in the top 3 (issue 43)', (query, right) => {
    expect(
      links(query)
        .slice(0, 3)
        .some((link) => right.test(link)),
    ).toBe(true);
  });

  it('matches x and y only as whole words: not 1.x, not offsetX', () => {
    const top = links('rotate x axis labels').slice(0, 5);
    expect(top).not.toContain('/plots-1x-and-2x');
    expect(top.some((link) => /offsetX/.test(link))).toBe(false);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'constructor legend', '__proto__ line'])(
    'answers "%s" without failing (no plain-object lookups)',
    (query) => {
      expect(() => links(query)).not.toThrow();
    },
  );

  it.each([
    ['dual-axes', '/api/dual-axes'],
    ['word-cloud', '/api/word-cloud'],
    ['circle-packing', '/api/circle-packing'],
    ['radial-bar', '/api/radial-bar'],
    ['bidirectional-bar', '/api/bidirectional-bar'],
    ['line-basic', '/api/line#demo-line-basic'],
    ['pie-donut', '/api/pie?tab=examples#demo-pie-donut'],
  ])('finds "%s" by its slug or example id', (query, link) => {
    expect(links(query)[0]).toBe(link);
  });
});
