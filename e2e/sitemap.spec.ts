import path from 'node:path';
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from './fixtures';
import {scanDemos} from '../plugins/chart-docs/src/scanDemos';
import {EXPECTED_CHART_SLUGS} from '../plugins/chart-docs/src/__tests__/__fixtures__/expectedChartSlugs';

const SITE_DIR = path.resolve(__dirname, '..');
const demos = scanDemos(SITE_DIR);

const CHART_SLUGS = EXPECTED_CHART_SLUGS;

/** Paths of the sitemap's `<loc>` entries (the sitemap holds absolute URLs on the production host). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

test.describe('sitemap.xml', () => {
  test('lists every page, every chart page and every demo route, once each', async ({request}) => {
    expect(CHART_SLUGS).toHaveLength(35);
    expect(demos.length).toBeGreaterThan(35);
    const paths = await sitemapPaths(request);
    const listed = new Set(paths);
    const duplicates = paths.filter((p, i) => paths.indexOf(p) !== i);
    expect(duplicates, 'paths listed more than once').toEqual([]);

    const expected = [
      '/',
      '/guide',
      '/changelog',
      '/api',
      '/examples',
      ...CHART_SLUGS.map((slug) => `/api/${slug}`),
      ...demos.map((demo) => `/~demos/${demo.id}`),
    ];
    expect(
      expected.filter((p) => !listed.has(p)),
      'pages missing from the sitemap',
    ).toEqual([]);
    // The not-found page and the search page are no destinations.
    expect(paths.filter((p) => /404|search/.test(p))).toEqual([]);
    // Paths are listed without a trailing slash, as the site serves them; a language's home page keeps it.
    expect(paths.filter((p) => p !== '/' && p !== '/zh-CN/' && p.endsWith('/'))).toEqual([]);
  });

  test('every URL in the sitemap answers 200', async ({request}) => {
    const paths = await sitemapPaths(request);
    const failing: string[] = [];
    // A few at a time: the server shares two cores with the browsers.
    for (let i = 0; i < paths.length; i += 8) {
      const batch = paths.slice(i, i + 8);
      const statuses = await Promise.all(batch.map((p) => request.get(p).then((r) => r.status())));
      batch.forEach((p, j) => statuses[j] !== 200 && failing.push(`${p}: ${statuses[j]}`));
    }
    expect(failing).toEqual([]);
  });
});
