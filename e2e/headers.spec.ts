import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';
import {openLineEditor} from './liveEditor';
import {securityHeaders} from '../scripts/securityHeaders.mjs';
import {readInlineScriptHashes} from '../scripts/postbuild/inlineScriptHashes.mjs';

/**
 * The answers of the server under test (E2E_SERVER: scripts/serve.mjs or
 * nginx with deploy/nginx.conf) for the production build: status, every
 * security header (exactly those of scripts/securityHeaders.mjs for this
 * build; 'unsafe-eval' only for pages with a live demo), caching and
 * encoding. Run against both servers, it holds them to the same answers;
 * scripts/__tests__/servers.test.ts compares them directly.
 */
const BUILD_DIR = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');
const SCRIPT_HASHES = readInlineScriptHashes(BUILD_DIR);
const EXPECTED_SECURITY = securityHeaders(SCRIPT_HASHES);
const LIVE_EDITOR_SECURITY = securityHeaders(SCRIPT_HASHES, {liveEditor: true});
const MAIN_SCRIPT = `/assets/js/${fs.readdirSync(path.join(BUILD_DIR, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))}`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Expected {
  status: number;
  cacheControl?: string;
  contentType?: RegExp;
  location?: string;
  allow?: string;
  brotli?: boolean;
  /** The page holds a live demo: its policy allows the editor's eval. */
  liveEditor?: boolean;
}

const CASES: Array<[method: string, target: string, expected: Expected]> = [
  ['GET', '/', {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true, liveEditor: true}],
  [
    'GET',
    '/guide',
    {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true, liveEditor: true},
  ],
  [
    'GET',
    '/api/line',
    {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true, liveEditor: true},
  ],
  ['GET', '/next/api/line', {status: 301, location: '/api/line'}],
  ['GET', '/api', {status: 200, contentType: /^text\/html/}],
  ['GET', '/changelog', {status: 200, contentType: /^text\/html/}],
  ['GET', '/search', {status: 200, contentType: /^text\/html/}],
  [
    'GET',
    '/~demos/line-basic',
    {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true, liveEditor: true},
  ],
  ['GET', MAIN_SCRIPT, {status: 200, cacheControl: IMMUTABLE, contentType: /javascript/, brotli: true}],
  ['GET', '/sitemap.xml', {status: 200, cacheControl: 'no-cache', contentType: /xml/, brotli: true}],
  [
    'HEAD',
    '/guide',
    {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true, liveEditor: true},
  ],
  ['GET', '/nope', {status: 404, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true}],
  ['POST', '/', {status: 405, cacheControl: 'no-cache', allow: 'GET, HEAD', liveEditor: true}],
  ['POST', '/changelog', {status: 405, allow: 'GET, HEAD'}],
  ['GET', '/api/line.html', {status: 301, location: '/api/line', liveEditor: true}],
  ['GET', '/api/line.html?tab=examples', {status: 301, location: '/api/line?tab=examples', liveEditor: true}],
  ['GET', '/api//line', {status: 301, location: '/api/line', liveEditor: true}],
  ['GET', '/guide///', {status: 301, location: '/guide', liveEditor: true}],
  ['GET', '/api/line%2f', {status: 301, location: '/api/line', liveEditor: true}],
  ['GET', '//evil.example/', {status: 301, location: '/evil.example'}],
  // Another casing of a page: a 301 with the strict policy from both servers (nginx's lookup ignored case).
  ['GET', '/API/LINE', {status: 301, location: '/api/line', cacheControl: 'no-cache'}],
  ['GET', '/Guide?tab=doc', {status: 301, location: '/guide?tab=doc'}],
  ['GET', '/NEXT/api/line', {status: 301, location: '/api/line'}],
  ['GET', '/404', {status: 404, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true}],
  ['GET', '/index.html.br', {status: 404, contentType: /^text\/html/, brotli: true}],
];

test.describe('response headers', () => {
  for (const [method, target, expected] of CASES) {
    const policy = expected.liveEditor ? 'the live editor policy' : 'the strict policy';
    test(`${method} ${target} answers ${expected.status} with the security headers, ${policy}`, async ({
      request,
      baseURL,
    }) => {
      // A full URL: `//evil.example/` alone would be read as another host.
      const response = await request.fetch(`${baseURL}${target}`, {
        method,
        maxRedirects: 0,
        headers: {'Accept-Encoding': 'br, gzip'},
      });
      const headers = response.headers();
      expect(response.status()).toBe(expected.status);
      for (const [name, value] of Object.entries(expected.liveEditor ? LIVE_EDITOR_SECURITY : EXPECTED_SECURITY)) {
        expect([name, headers[name.toLowerCase()]]).toEqual([name, value]);
      }
      if (expected.cacheControl) expect(headers['cache-control']).toBe(expected.cacheControl);
      if (expected.contentType) expect(headers['content-type']).toMatch(expected.contentType);
      if (expected.brotli) expect(headers['content-encoding']).toBe('br');
      expect(headers.location).toBe(expected.location);
      if (expected.allow) expect(headers.allow).toBe(expected.allow);
      if (expected.status === 404) expect(await response.text()).toContain('PAGE NOT FOUND');
    });
  }

  test('a redirect lands on the clean URL with the page', async ({page}) => {
    await page.goto('/api/line.html?tab=examples');
    await expect(page).toHaveURL(/\/api\/line\?tab=examples$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Line');
  });

  test('the inline color-mode scripts run under the policy', async ({page, consoleGuard}) => {
    // Only the HTML's inline scripts may run: the bundles are refused.
    consoleGuard.allow(/Failed to load resource|ERR_FAILED/);
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/guide');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'dark');
  });

  test("a chart page allows the editor's eval and the edited code runs there", async ({page}) => {
    const response = await page.request.get('/api/line');
    expect(response.headers()['content-security-policy']).toContain("'unsafe-eval'");
    const {demo, editor} = await openLineEditor(page);
    await expectEditedCodeRuns(page, demo, editor);
  });

  test('a page without a demo, and the not-found page, allow no eval', async ({page, consoleGuard}) => {
    // The not-found page's own document answers 404, which the browser reports.
    consoleGuard.allow(/status of 404/);
    for (const target of ['/changelog', '/search?q=line', '/api', '/no/such/page']) {
      const response = await page.goto(target);
      expect([target, response?.headers()['content-security-policy']]).toEqual([
        target,
        EXPECTED_SECURITY['Content-Security-Policy'],
      ]);
      await waitForHydration(page);
      // The page runs under the strict policy: the fixture's CSP listener fails the test on any violation.
      await expect(page.locator('[data-demo-id]')).toHaveCount(0);
    }
  });

  test('a link from a page without a demo loads the next page with a demo in full, so its editor runs', async ({
    page,
  }) => {
    await page.goto('/changelog');
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(new URL(response.url()).pathname);
    });
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page.getByRole('heading', {name: 'Configurations'})).toBeVisible();
    expect(documents, 'no demo on the API index: it stays in the app').toEqual([]);

    await page.getByRole('main').getByRole('link', {name: 'Line', exact: true}).first().click();
    await expect(page).toHaveURL(/\/api\/line$/);
    await expect.poll(() => documents).toEqual(['/api/line']);
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id="line-basic"]').first();
    await expectChartDrawn(demo);
    await demo.getByRole('button', {name: 'Show code', exact: true}).click();
    await expectEditedCodeRuns(page, demo, demo.getByLabel('Live code editor'));

    // The document now has the live editor policy: the next pages stay in the app.
    await nav.getByRole('link', {name: 'Guide', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');
    expect(documents).toEqual(['/api/line']);
  });
});

/** Replaces the demo's code in its open editor and sees the edited code render. */
async function expectEditedCodeRuns(page: Page, demo: Locator, editor: Locator): Promise<void> {
  await expect(editor).toBeVisible();
  await editor.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('export default function Demo() {\n  return <p>{`edited ${6 * 7}`}</p>;\n}\n');
  await expect(demo.getByText('edited 42')).toBeVisible();
  await expect(demo.getByRole('alert')).toHaveCount(0);
}
