import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';

/**
 * The site built for a sub-path (`npm run test:e2e:subpath`: BASE_URL=/docs/,
 * SITE_URL this server's address) and served by nginx with deploy/nginx.conf:
 * routes, client navigation, the live demo under the page's CSP (any violation
 * fails the test, e2e/fixtures.ts), search, previews, the Markdown twins and
 * llms.txt, the sitemap and the servers' redirects all stay under /docs/.
 */
const BASE = process.env.E2E_BASE_PATH ?? '/docs/';

test.describe(`the site under ${BASE}`, () => {
  test('pages render under the base, and client navigation stays under it', async ({page, baseURL}) => {
    await page.goto(BASE);
    await waitForHydration(page);
    // The home page keeps its slash under a base path, as Docusaurus links it.
    await expect(page).toHaveURL(`${baseURL}${BASE}`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}${BASE}`);
    await page.getByRole('navigation').getByRole('link', {name: 'API', exact: true}).first().click();
    await expect(page).toHaveURL(`${baseURL}${BASE}api`);
    await expect(page.getByRole('heading', {name: 'Configurations'})).toBeVisible();
    await page.getByRole('main').getByRole('link', {name: 'Line', exact: true}).first().click();
    await expect(page).toHaveURL(`${baseURL}${BASE}api/line`);
    await expect(page.getByRole('heading', {name: 'Usage'})).toBeVisible();
  });

  test('a live demo draws under the chart page policy, over its preview from the base', async ({page}) => {
    await page.goto(`${BASE}api/line`);
    const demo = page.locator('[data-demo-id]').first();
    const preview = demo.locator('img').first();
    await expect(preview).toHaveAttribute('src', new RegExp(`^${BASE}previews/`));
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await waitForHydration(page);
    await expectChartDrawn(demo);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image ?? '').pathname).toMatch(new RegExp(`^${BASE}`));
  });

  test('search finds the chart page and opens it under the base', async ({page, baseURL}) => {
    await page.goto(BASE);
    await waitForHydration(page);
    await page.getByRole('combobox', {name: 'Search'}).fill('line');
    const first = page.getByRole('listbox').getByRole('option').first().getByRole('link');
    await expect(first).toHaveAttribute('href', `${BASE}api/line`);
    await first.click();
    await expect(page).toHaveURL(`${baseURL}${BASE}api/line`);
  });

  test('llms.txt, the twins and the sitemap carry the configured address', async ({request, baseURL}) => {
    const site = `${baseURL}${BASE}`;
    const llms = await (await request.get(`${BASE}llms.txt`)).text();
    expect(llms).toContain(`](${site}api/line.md)`);
    const links = [...llms.matchAll(/\]\((https?:[^)]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(35);
    expect(links.filter((link) => !link.startsWith(site))).toEqual([]);
    const twin = await request.get(`${BASE}api/line.md`);
    expect([twin.status(), twin.headers()['content-type']]).toEqual([200, 'text/markdown; charset=utf-8']);
    // The twins' own links to pages lead under the base too.
    const guide = await (await request.get(`${BASE}guide.md`)).text();
    expect(guide).toContain(`](${BASE}api/line)`);
    expect(guide).not.toMatch(/\]\(\/api\//);
    const sitemap = await (await request.get(`${BASE}sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${site}api/line`);
    expect(locs.filter((loc) => !loc.startsWith(site))).toEqual([]);
  });

  test('the servers redirect within the base, and anything outside it is not found', async ({
    page,
    request,
    baseURL,
    consoleGuard,
  }) => {
    for (const [from, to] of [
      [`${BASE}api/line.html`, `${BASE}api/line`],
      [`${BASE}Guide`, `${BASE}guide`],
      [`${BASE}api/line.md/`, `${BASE}api/line.md`],
      [`${BASE}index.html`, BASE],
      [BASE.slice(0, -1), BASE],
    ]) {
      const answer = await request.get(from, {maxRedirects: 0});
      expect([from, answer.status(), answer.headers().location]).toEqual([from, 301, to]);
    }
    expect((await request.get('/guide')).status()).toBe(404);
    await page.goto(`${BASE}guide/`);
    await waitForHydration(page);
    await expect(page).toHaveURL(`${baseURL}${BASE}guide`);
    await expect(page.getByRole('heading', {name: 'Install'})).toBeVisible();
    // The browser logs the not-found page's deliberate 404 status as a console error.
    consoleGuard.allow(/status of 404/);
    await page.goto(`${BASE}no/such/page`);
    await expect(page.getByRole('heading', {name: 'PAGE NOT FOUND'})).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', {name: /home/i}).first()).toHaveAttribute('href', BASE);
  });

  test('the Chinese site is under the base too: pages, hreflang, redirects, sitemap, its not-found page', async ({
    page,
    request,
    baseURL,
    consoleGuard,
  }) => {
    const response = await page.goto(`${BASE}zh-CN/api/line`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    const alternate = (lang: string) => page.locator(`head link[rel=alternate][hreflang="${lang}"]`);
    await expect(alternate('en-US')).toHaveAttribute('href', `${baseURL}${BASE}api/line`);
    await expect(alternate('zh-CN')).toHaveAttribute('href', `${baseURL}${BASE}zh-CN/api/line`);
    for (const [from, to] of [
      [`${BASE}zh-CN/api/line.html`, `${BASE}zh-CN/api/line`],
      [`${BASE}ZH-CN/Guide`, `${BASE}zh-CN/guide`],
      // Its home page keeps its slash: /docs/zh-CN is a redirect there.
      [`${BASE}zh-CN?q=1`, `${BASE}zh-CN/?q=1`],
    ]) {
      const answer = await request.get(from, {maxRedirects: 0});
      expect([from, answer.status(), answer.headers().location]).toEqual([from, 301, to]);
    }
    const sitemap = await (await request.get(`${BASE}sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseURL}${BASE}zh-CN/api/line</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}${BASE}api/line</loc>`);
    consoleGuard.allow(/status of 404/);
    const missing = await page.goto(`${BASE}zh-CN/no/such/page`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: '页面未找到'})).toBeVisible();
  });
});
