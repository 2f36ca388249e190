import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const BUILD_DIR = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');

const NOT_FOUND = 'PAGE NOT FOUND';

interface OddUrl {
  /** Appended to the origin as is (never resolved against it: `//host` would leave the site). */
  path: string;
  /** The pathname the address bar must end on. */
  pathname: string;
  /** The level-1 heading of the page that must show. */
  heading: string;
}

const ODD_URLS: OddUrl[] = [
  {path: '//evil.example/', pathname: '/evil.example', heading: NOT_FOUND},
  {path: '/api//line', pathname: '/api/line', heading: 'Line'},
  {path: '/api/line%2f', pathname: '/api/line', heading: 'Line'},
  {path: '/api/line.html', pathname: '/api/line', heading: 'Line'},
  {path: '/guide///', pathname: '/guide', heading: 'Get Started'},
  // The docs' former unreleased copy: redirected to the normal paths, where an unknown page is still not found.
  {path: '/next/nope', pathname: '/nope', heading: NOT_FOUND},
  {path: '/%E0%A4%A', pathname: '/%25E0%25A4%25A', heading: NOT_FOUND},
  {path: '/guide?tab=%00<script>', pathname: '/guide', heading: 'Get Started'},
  {path: '/api/line#%E0', pathname: '/api/line', heading: 'Line'},
  {path: `${'/'.repeat(300)}guide`, pathname: '/guide', heading: 'Get Started'},
  {path: `/${'a'.repeat(4000)}`, pathname: `/${'a'.repeat(4000)}`, heading: NOT_FOUND},
  {path: `/api/line/${'x/'.repeat(500)}`, pathname: `/api/line/${'x/'.repeat(499)}x`, heading: NOT_FOUND},
];

async function expectPage(page: Page, {pathname, heading}: Omit<OddUrl, 'path'>): Promise<void> {
  await waitForHydration(page);
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
  const h1 = page.getByRole('heading', {level: 1}).first();
  await expect(h1).toContainText(heading);
  await expect(page.getByText('This page crashed')).toHaveCount(0);
}

/** The navbar still routes inside the app after an odd URL. */
/**
 * Follows two navbar links. The guide has live demos: reached in-app from a
 * document loaded without them (the not-found page), it is loaded once more in
 * full to get the live editor's policy (src/client/liveEditorPolicy), and the
 * test waits for that load to end rather than closing the page in the middle
 * of it.
 */
async function expectNavbarWorks(page: Page, {loadedWithDemos}: {loadedWithDemos: boolean}): Promise<void> {
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByRole('link', {name: 'Changelog', exact: true}).click();
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Changelog'})).toBeVisible();
  await nav.getByRole('link', {name: 'Guide', exact: true}).click();
  await expect(page).toHaveURL(/\/guide$/);
  if (!loadedWithDemos) {
    await page.waitForFunction(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload',
    );
    await waitForHydration(page);
  }
  await expect(page.getByRole('heading', {level: 1})).toContainText('Get Started');
}

test.describe('odd URLs end on the canonical page or the not-found page, without errors', () => {
  for (const odd of ODD_URLS) {
    test(`${odd.path.length > 60 ? `${odd.path.slice(0, 40)}... (${odd.path.length} characters)` : odd.path}`, async ({
      page,
      baseURL,
      consoleGuard,
    }) => {
      // The browser reports the not-found page's own 404 status; nothing else may be logged.
      if (odd.heading === NOT_FOUND) consoleGuard.allow(/status of 404/);
      await page.goto(`${baseURL}${odd.path}`);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expectPage(page, odd);
      await expectNavbarWorks(page, {loadedWithDemos: odd.heading !== NOT_FOUND});
    });
  }

  test('a network-path reference to this very host stays on the not-found page', async ({
    page,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    const host = new URL(baseURL!).host;
    await page.goto(`${baseURL}//${host}/guide/`);
    await expectPage(page, {pathname: `/${host}/guide`, heading: NOT_FOUND});
    await expectNavbarWorks(page, {loadedWithDemos: false});
  });

  test('Back does not return to the odd spelling', async ({page, baseURL}) => {
    await page.goto('/changelog');
    await page.goto(`${baseURL}/api//line.html?tab=examples`);
    await expectPage(page, {pathname: '/api/line', heading: 'Line'});
    await expect(page).toHaveURL(/\/api\/line\?tab=examples$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/changelog$/);
  });
});

/** Another casing of a page's path, the page's own spelling, and the level-1 heading that must show. */
const CAPITALISED: Array<[path: string, pathname: string, heading: string | RegExp]> = [
  ['/Guide', '/guide', 'Get Started'],
  ['/GUIDE', '/guide', 'Get Started'],
  ['/API/LINE', '/api/line', 'Line'],
  ['/Changelog', '/changelog', 'Changelog'],
  ['/EXAMPLES', '/examples', 'Examples'],
  ['/~DEMOS/line-basic', '/~demos/line-basic', /\S/],
  ['/NEXT/api/line', '/api/line', 'Line'],
];

test.describe("another casing of a page's path ends on the page, without a crash or a hydration error", () => {
  for (const [odd, pathname, heading] of CAPITALISED) {
    test(`${odd} is redirected to ${pathname} by the server`, async ({page, baseURL}) => {
      const response = await page.goto(`${baseURL}${odd}?tab=doc`);
      expect(response?.status()).toBe(200);
      const redirect = await response?.request().redirectedFrom()?.response();
      expect([redirect?.status(), redirect?.headers().location]).toEqual([301, `${pathname}?tab=doc`]);
      await expectPage(page, {pathname, heading: ''});
      await expect(page.getByRole('heading', {level: 1}).first()).toContainText(heading);
      await expect(page).toHaveURL(new RegExp(`${pathname.replace(/[~/]/g, '\\$&')}\\?tab=doc$`));
    });
  }

  test('an unknown path in capitals stays a real 404', async ({page, consoleGuard}) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto('/API/NOPE');
    expect(response?.status()).toBe(404);
    await expectPage(page, {pathname: '/API/NOPE', heading: NOT_FOUND});
  });

  /** Answers `/Guide` as a host without the redirect would: with this built page and status. */
  async function serveGuideAs(page: Page, file: string, status: number): Promise<void> {
    const body = fs.readFileSync(path.join(BUILD_DIR, file));
    await page.route(/\/Guide$/, (route) => route.fulfill({status, body, contentType: 'text/html; charset=utf-8'}));
  }

  test('from a host that answers it with the not-found page, the browser loads the page from its spelling', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    await serveGuideAs(page, '404.html', 404);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(new URL(request.url()).pathname);
    });
    await page.goto('/Guide');
    await expectPage(page, {pathname: '/guide', heading: 'Get Started'});
    expect(loads).toEqual(['/Guide', '/guide']);
    await expectNavbarWorks(page, {loadedWithDemos: true});
  });

  test('from a host that ignores case, the page hydrates under its own spelling', async ({page}) => {
    await serveGuideAs(page, 'guide.html', 200);
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(new URL(request.url()).pathname);
    });
    await page.goto('/Guide');
    await expectPage(page, {pathname: '/guide', heading: 'Get Started'});
    // Hydrated in place: the address was rewritten, no second document was loaded.
    expect(loads).toEqual(['/Guide']);
  });
});
