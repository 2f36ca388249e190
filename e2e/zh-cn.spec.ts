import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';
import {collectPagePaths} from '../scripts/postbuild/pagePaths.mjs';
import {missingTwins} from '../scripts/postbuild/localeSites.mjs';

/** The Chinese site at /zh-CN/ (issue #45): language, twins, the language menu, sitemap, not-found page, policy. */
const BUILD_DIR = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');

/** The page's `hreflang` alternates as paths: {'en-US': '/api/line', 'zh-CN': '/zh-CN/api/line', 'x-default': ...}. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('hreflang') ?? '', element.getAttribute('href') ?? '']),
    );
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href).pathname]));
}

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

test.describe('the Chinese site', () => {
  for (const pagePath of ['/zh-CN/', '/zh-CN/guide', '/zh-CN/api/line', '/zh-CN/examples', '/zh-CN/changelog']) {
    test(`${pagePath} is a Chinese page: <html lang="zh-CN">, the navbar in Chinese`, async ({page}) => {
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      // As served, before any script runs, and still after hydration.
      expect(await response?.text()).toMatch(/<html[^>]*\slang="?zh-CN[\s">]/);
      await waitForHydration(page);
      expect(await htmlLang(page)).toBe('zh-CN');
      const nav = page.getByRole('navigation', {name: /./}).first();
      await expect(nav.getByRole('link', {name: '指南', exact: true})).toHaveAttribute('href', '/zh-CN/guide');
    });
  }

  test('the English pages stay English at their paths', async ({page}) => {
    for (const pagePath of ['/', '/api/line']) {
      await page.goto(pagePath);
      expect(await htmlLang(page)).toBe('en-US');
    }
  });

  for (const [english, chinese] of [
    ['/', '/zh-CN/'],
    ['/guide', '/zh-CN/guide'],
    ['/api/line', '/zh-CN/api/line'],
    ['/~demos/line-basic', '/zh-CN/~demos/line-basic'],
  ]) {
    test(`${english} and ${chinese} name each other with hreflang, English as x-default`, async ({page, request}) => {
      const expected = {'en-US': english, 'zh-CN': chinese, 'x-default': english};
      for (const pagePath of [english, chinese]) {
        await page.goto(pagePath);
        expect(await alternates(page), pagePath).toEqual(expected);
      }
      for (const target of [english, chinese]) expect((await request.get(target)).status(), target).toBe(200);
    });
  }

  test('the language menu leads to the same page in the other language, query and anchor kept', async ({page}) => {
    await page.goto('/api/line?tab=examples#demo-basic');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Language: English'}).hover();
    await page.getByRole('link', {name: '简体中文'}).click();
    await expect(page).toHaveURL(/\/zh-CN\/api\/line\?tab=examples#demo-basic$/);
    expect(await htmlLang(page)).toBe('zh-CN');
    await waitForHydration(page);
    await page.getByRole('button', {name: '语言：简体中文'}).hover();
    const english = page.getByRole('link', {name: 'English', exact: true});
    await expect(english).toHaveAttribute('lang', 'en-US');
    await english.click();
    await expect(page).toHaveURL(/\/api\/line\?tab=examples#demo-basic$/);
    expect(new URL(page.url()).pathname).toBe('/api/line');
    expect(await htmlLang(page)).toBe('en-US');
  });

  test('the language menu works from the keyboard', async ({page}) => {
    await page.goto('/guide');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Language: English'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The menu shows after its open transition; a Tab before that leaves the menu, which then closes.
    const english = page.getByRole('link', {name: 'English', exact: true});
    await expect(english).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(english).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: '简体中文'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh-CN\/guide$/);
  });

  test('on a phone the language switch is in the navbar menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/guide');
    await waitForHydration(page);
    await page.locator('.navbar__toggle').click();
    // A docs page's phone menu opens on its sidebar; the navbar's items are one level up.
    await page.getByRole('button', {name: /main menu/}).click();
    await page.getByRole('button', {name: 'Languages'}).click();
    await page.getByRole('link', {name: '简体中文'}).click();
    await expect(page).toHaveURL(/\/zh-CN\/guide$/);
    await waitForHydration(page);
    await page.locator('.navbar__toggle').click();
    await page.getByRole('button', {name: /主菜单/}).click();
    await page.getByRole('button', {name: '选择语言'}).click();
    await page.getByRole('link', {name: 'English', exact: true}).click();
    await expect(page).toHaveURL(/\/guide$/);
    expect(new URL(page.url()).pathname).toBe('/guide');
  });

  test('the sitemap lists every English page with its Chinese twin', async ({request}) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname));
    const english = [...listed].filter((p) => !p.startsWith('/zh-CN/'));
    expect(english.length).toBeGreaterThan(40);
    const twin = (p: string) => (p === '/' ? '/zh-CN/' : `/zh-CN${p}`);
    expect(
      english.filter((p) => !listed.has(twin(p))),
      'English pages whose twin is not listed',
    ).toEqual([]);
    expect([...listed].filter((p) => p.startsWith('/zh-CN/')).length).toBe(english.length);
  });

  test('every English page of the build has its Chinese twin, and no Chinese page lacks its original', () => {
    const pages = collectPagePaths(BUILD_DIR);
    expect(pages.filter((p) => p.startsWith('/zh-CN')).length).toBeGreaterThan(40);
    expect(missingTwins(pages, 'zh-CN')).toEqual({withoutTwin: [], withoutOriginal: []});
  });

  test('/zh-CN without its slash is a redirect to the home page /zh-CN/, the query kept', async ({page, request}) => {
    for (const [target, location] of [
      ['/zh-CN', '/zh-CN/'],
      ['/zh-CN?q=%E5%9B%BE%E4%BE%8B&x=%00', '/zh-CN/?q=%E5%9B%BE%E4%BE%8B&x=%00'],
      ['/ZH-CN', '/zh-CN/'],
      ['/zh-CN/index.html?a=1', '/zh-CN/?a=1'],
    ]) {
      const response = await request.get(target, {maxRedirects: 0});
      expect([target, response.status(), response.headers()['location']]).toEqual([target, 301, location]);
    }
    const response = await page.goto('/zh-CN?from=test');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/zh-CN\?from=test$/);
    await waitForHydration(page);
    expect(page.url()).toMatch(/\/zh-CN\/\?from=test$/);
    expect(await htmlLang(page)).toBe('zh-CN');
  });

  test('a missing Chinese page gets the Chinese not-found page', async ({page, consoleGuard}) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto('/zh-CN/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toMatch(/<html[^>]*\slang="?zh-CN[\s">]/);
    await expect(page.getByRole('heading', {level: 1, name: '页面未找到'})).toBeVisible();
    await page.getByRole('main').getByRole('link', {name: '返回首页'}).click();
    await expect(page).toHaveURL(/\/zh-CN\/$/);
  });

  test('/zh-CN/api/line draws its demos under its own policy, which allows the live editor', async ({page}) => {
    const response = await page.goto('/zh-CN/api/line');
    expect(response?.headers()['content-security-policy']).toContain("'unsafe-eval'");
    await waitForHydration(page);
    await expectChartDrawn(page.locator('[data-demo-id]:visible').first());
    // The cspGuard fixture fails the test on any Content-Security-Policy violation.
  });

  test('/zh-CN/~demos/{id} is the Chinese standalone demo; ?locale= picks the language on either', async ({page}) => {
    await page.goto('/zh-CN/~demos/line-basic');
    await waitForHydration(page);
    expect(await htmlLang(page)).toBe('zh-CN');
    await expect(page.getByRole('link', {name: '在文档中查看'})).toHaveAttribute('href', /^\/zh-CN\/api\/line(?:#|$)/);
    await page.goto('/~demos/line-basic?locale=zh-CN');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: '在文档中查看'})).toBeVisible();
    await page.goto('/zh-CN/~demos/line-basic?locale=en-US');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: 'Open in the documentation'})).toBeVisible();
  });
});

test.describe('the Chinese site without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('/zh-CN/guide says in Chinese that it needs JavaScript, and keeps its text readable', async ({page}) => {
    await page.goto('/zh-CN/guide');
    await expect(page.getByText('请启用 JavaScript 以运行此应用。')).toBeVisible();
    await expect(page.getByText('Enable JavaScript to run this app.')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
  });
});
