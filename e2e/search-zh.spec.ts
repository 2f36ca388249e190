import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/**
 * The navbar search on the Chinese site (`/zh-CN/`) searches the Chinese index: a question typed in
 * Chinese lands on the right option row or section, under `/zh-CN/`.
 */
const INDEX_REQUEST = /\/search-index\.[^/]*json/;
const BUILD_DIR = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');

function searchBox(page: Page) {
  // The box's accessible name is the page's language: `搜索` on Chinese pages.
  return page.getByRole('combobox', {name: /^(Search|搜索)$/});
}

async function firstResultLink(page: Page) {
  const first = page.getByRole('listbox').getByRole('option').first().getByRole('link');
  await expect(first).toBeVisible();
  return first;
}

async function indexUrl(page: Page, path: string, query: string): Promise<string> {
  await page.goto(path);
  await waitForHydration(page);
  const request = page.waitForRequest(INDEX_REQUEST);
  await searchBox(page).fill(query);
  return (await request).url();
}

test.describe('search on the Chinese site', () => {
  // A build of the English locale alone (`--locale en`) has no Chinese site to search.
  test.skip(!fs.existsSync(path.join(BUILD_DIR, 'zh-CN')), 'the build has no zh-CN locale');

  test('a Chinese page loads the Chinese index, an English page the English one', async ({page}) => {
    const chinese = await indexUrl(page, '/zh-CN/', '图例');
    const english = await indexUrl(page, '/', 'legend');
    expect(chinese).not.toBe(english);
    // On an English page the Chinese words still reach the option through their synonyms (图例 -> legend),
    // in the English index: the English row, on the English site.
    await searchBox(page).fill('图例位置');
    await expect(await firstResultLink(page)).toHaveAttribute('href', /^\/api\/[a-z-]+#prop-legend\.position$/);
  });

  test('图例位置 lands on the legend.position row of a chart page, under /zh-CN/', async ({page}) => {
    await page.goto('/zh-CN/');
    await waitForHydration(page);
    await searchBox(page).fill('图例位置');
    const first = await firstResultLink(page);
    await expect(first).toHaveAttribute('href', /^\/zh-CN\/api\/[a-z-]+#prop-legend\.position$/);
    await first.click();
    await expect(page).toHaveURL(/\/zh-CN\/api\/[a-z-]+#prop-legend\.position$/);
    await expect(page.locator('[id="prop-legend.position"]')).toBeInViewport();
    // The row's Chinese description holds the typed words, marked where the search landed.
    await expect(page.locator('mark[data-search-landing]', {hasText: '图例'}).first()).toBeVisible();
  });

  test('a question with the error text leads to the Next.js recipe, by keyboard too', async ({page}) => {
    await page.goto('/zh-CN/guide');
    await waitForHydration(page);
    await searchBox(page).fill('Next.js 报 window is not defined');
    const first = await firstResultLink(page);
    await expect(first).toHaveAttribute('href', /^\/zh-CN\/recipes\/nextjs/);
    // Enter on the highlighted result follows it within the Chinese site.
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/zh-CN\/recipes\/nextjs/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Next.js');
  });

  test('/zh-CN/search lists the Chinese results as links under /zh-CN/', async ({page}) => {
    await page.goto(`/zh-CN/search?${new URLSearchParams({q: '环形图中间显示总数'})}`);
    await waitForHydration(page);
    const links = page.locator('main').getByRole('link', {name: /./});
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    const results = hrefs.filter((href) => /#(prop|demo)-/.test(href) || href.includes('/api/'));
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((href) => !href.startsWith('/zh-CN/'))).toEqual([]);
    expect(results.slice(0, 3).some((href) => /statistic|pie-donut/.test(href))).toBe(true);
  });
});
