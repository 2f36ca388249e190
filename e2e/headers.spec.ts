import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {securityHeaders} from '../scripts/securityHeaders.mjs';
import {readInlineScriptHashes} from '../scripts/postbuild/inlineScriptHashes.mjs';

/**
 * The answers of the server under test (E2E_SERVER: scripts/serve.mjs or
 * nginx with deploy/nginx.conf) for the production build: status, every
 * security header (exactly those of scripts/securityHeaders.mjs for this
 * build), caching and encoding. Run against both servers, it holds them to
 * the same answers; scripts/__tests__/servers.test.ts compares them directly.
 */
const BUILD_DIR = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');
const EXPECTED_SECURITY = securityHeaders(readInlineScriptHashes(BUILD_DIR));
const MAIN_SCRIPT = `/assets/js/${fs.readdirSync(path.join(BUILD_DIR, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))}`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Expected {
  status: number;
  cacheControl?: string;
  contentType?: RegExp;
  location?: string;
  allow?: string;
  brotli?: boolean;
}

const CASES: Array<[method: string, target: string, expected: Expected]> = [
  ['GET', '/', {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true}],
  ['GET', '/guide', {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true}],
  ['GET', '/api/line', {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true}],
  ['GET', '/~demos/line-basic', {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true}],
  ['GET', MAIN_SCRIPT, {status: 200, cacheControl: IMMUTABLE, contentType: /javascript/, brotli: true}],
  ['GET', '/sitemap.xml', {status: 200, cacheControl: 'no-cache', contentType: /xml/, brotli: true}],
  ['HEAD', '/guide', {status: 200, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true}],
  ['GET', '/nope', {status: 404, cacheControl: 'no-cache', contentType: /^text\/html/, brotli: true}],
  ['POST', '/', {status: 405, cacheControl: 'no-cache', allow: 'GET, HEAD'}],
  ['GET', '/api/line.html', {status: 301, location: '/api/line'}],
  ['GET', '/api/line.html?tab=examples', {status: 301, location: '/api/line?tab=examples'}],
  ['GET', '/api//line', {status: 301, location: '/api/line'}],
  ['GET', '/guide///', {status: 301, location: '/guide'}],
  ['GET', '/api/line%2f', {status: 301, location: '/api/line'}],
  ['GET', '//evil.example/', {status: 301, location: '/evil.example'}],
];

test.describe('response headers', () => {
  for (const [method, target, expected] of CASES) {
    test(`${method} ${target} answers ${expected.status} with the security headers`, async ({request, baseURL}) => {
      // A full URL: `//evil.example/` alone would be read as another host.
      const response = await request.fetch(`${baseURL}${target}`, {
        method,
        maxRedirects: 0,
        headers: {'Accept-Encoding': 'br, gzip'},
      });
      const headers = response.headers();
      expect(response.status()).toBe(expected.status);
      for (const [name, value] of Object.entries(EXPECTED_SECURITY)) {
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
});
