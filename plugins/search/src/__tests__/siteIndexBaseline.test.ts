/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type {SearchRoute} from '../types';
import {buildSiteRoutes, routeWords, type SiteIndexBaseline} from './siteIndexSummary';

/**
 * The search index must not lose content. The baseline records, for every
 * page of a production build, the number of sections, the heading ids and
 * every distinct word the index held; this test rebuilds the index from the
 * site sources with the plugin's own functions (no Docusaurus build) and
 * fails when a page is missing, has fewer sections, lost a heading id or
 * lost a word. Gaining text is fine.
 *
 * To refresh the baseline on purpose (a page or text removed deliberately),
 * build the site and record what its index holds, then review the diff:
 *
 *   npm run build && node plugins/search/scripts/record-index-baseline.mjs
 *   git diff plugins/search/src/__tests__/__fixtures__/site-index-baseline.json
 */
const baseline = JSON.parse(
  fs.readFileSync(path.join(__dirname, '__fixtures__/site-index-baseline.json'), 'utf8'),
) as SiteIndexBaseline;

describe('the search index of this site, against its recorded baseline', () => {
  let byPath: Map<string, SearchRoute>;

  beforeAll(async () => {
    byPath = new Map((await buildSiteRoutes(baseline)).map((route) => [route.path, route]));
  }, 120_000);

  it('covers every page of the baseline', () => {
    expect(Object.keys(baseline.routes).length).toBeGreaterThan(30);
    expect(Object.keys(baseline.routes).filter((permalink) => !byPath.has(permalink))).toEqual([]);
  });

  it.each(Object.entries(baseline.routes))('%s keeps its sections, anchors and words', (permalink, recorded) => {
    const route = byPath.get(permalink);
    expect(route).toBeDefined();
    const headingIds = new Set(route!.sections.flatMap((section) => (section.heading ? [section.heading.id] : [])));
    const words = routeWords(route!);
    expect({
      sections: Math.min(route!.sections.length, recorded.sections),
      missingHeadingIds: recorded.headingIds.filter((id) => !headingIds.has(id)),
      missingWords: recorded.words.split(' ').filter((word) => word !== '' && !words.has(word)),
    }).toEqual({sections: recorded.sections, missingHeadingIds: [], missingWords: []});
  });
});
