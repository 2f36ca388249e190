import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

function searchBox(page: Page) {
  return page.getByRole('combobox', {name: 'Search'});
}

/** Links of the result options, in display order, once the answer for `query` is in. */
async function search(page: Page, query: string): Promise<string[]> {
  await searchBox(page).fill(query);
  const listbox = page.getByRole('listbox', {name: 'Search results'});
  await expect(listbox).toBeVisible();
  await expect(listbox).toHaveAttribute('aria-busy', 'false');
  return listbox
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.querySelector('a')?.getAttribute('href') ?? ''));
}

async function openHydrated(page: Page, path = '/') {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('search quality', () => {
  test('typos still find the page or the option', async ({page}) => {
    await openHydrated(page);
    expect((await search(page, 'histgram'))[0]).toBe('/api/histogram');
    expect((await search(page, 'sankye'))[0]).toBe('/api/sankey');
    expect((await search(page, 'treemep'))[0]).toBe('/api/treemap');
    expect((await search(page, 'wordcloud'))[0]).toBe('/api/word-cloud');
    const top = (await search(page, 'innerRaduis')).slice(0, 3);
    expect(top.some((link) => /^\/api\/[a-z-]+#prop-innerRadius$/.test(link))).toBe(true);
    await expect(page.getByRole('listbox').locator('mark').first()).toHaveText(/inner/i);
  });

  test('an option result opens the common group, expands its parent and outlines the row', async ({page}) => {
    await openHydrated(page, '/guide');
    const links = await search(page, 'legend position');
    expect(links[0]).toBe('/api/line#prop-legend.position');
    await page.getByRole('listbox').getByRole('option').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/api\/line#prop-legend\.position$/);
    const row = page.locator('[id="prop-legend.position"]');
    await expect(row).toBeInViewport();
    await expect(row).toHaveClass(/target/);
    await expect(page.getByRole('button', {name: /^Common options/})).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', {name: 'Expand legend', exact: true})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a nested own option, reached with the keyboard, shows its row', async ({page}) => {
    await openHydrated(page);
    const links = await search(page, 'wordStyle fontSize');
    expect(links[0]).toBe('/api/word-cloud#prop-wordStyle.fontSize');
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/api\/word-cloud#prop-wordStyle\.fontSize$/);
    const row = page.locator('[id="prop-wordStyle.fontSize"]');
    await expect(row).toBeInViewport();
    await expect(row).toHaveClass(/target/);
  });

  test('a result for another row of the page being read opens that row', async ({page}) => {
    await openHydrated(page, '/api/pie');
    const links = await search(page, 'pie legend');
    expect(links[0]).toBe('/api/pie#prop-legend');
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    const row = page.locator('[id="prop-legend"]');
    await expect(row).toBeInViewport();
    await expect(row).toHaveClass(/target/);
  });

  test('Ctrl+K and / pressed before hydration focus the search box', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the main bundle back: the prerendered page is up, React is not.
    await page.route(/\/main\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Deferred scripts hold DOMContentLoaded back: wait for the response only.
    await page.goto('/guide', {waitUntil: 'commit'});
    await expect(searchBox(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated'))).not.toBe('true');

    await page.getByRole('heading', {level: 1}).click();
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');

    release();
    await waitForHydration(page);
    // After hydration React handles the keys, once.
    await page.getByRole('heading', {level: 1}).click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill('pie');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  });

  test('the words searched are marked on the page a result leads to, until the next navigation', async ({page}) => {
    await openHydrated(page);
    expect((await search(page, 'histgram'))[0]).toBe('/api/histogram');
    await page.getByRole('listbox').getByRole('option').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/api\/histogram$/);
    const marks = page.locator('main mark[data-search-landing]');
    await expect(marks.first()).toHaveText(/^histogram$/i);
    // Code editors and drawings are left alone.
    await expect(page.locator('main pre mark, main svg mark, main textarea mark')).toHaveCount(0);
    await page.getByRole('link', {name: 'Guide', exact: true}).first().click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.locator('mark[data-search-landing]')).toHaveCount(0);
  });

  test('"See all results" and Enter open /search?q=, which lists every result as grouped links', async ({page}) => {
    await openHydrated(page);
    await search(page, 'legend');
    await page.getByRole('link', {name: 'See all results'}).click();
    await expect(page).toHaveURL(/\/search\?q=legend$/);
    const input = page.getByRole('searchbox', {name: 'Search query'});
    await expect(input).toHaveValue('legend');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results$/);
    const apiGroup = page.getByRole('region', {name: 'API'});
    await expect(apiGroup.getByRole('link').first()).toBeVisible();
    expect(await apiGroup.getByRole('link').count()).toBeGreaterThan(10);
    await expect(page.locator('main mark').first()).toHaveText(/legend/i);

    // Its own box: typing (spaces included) changes the results and the shareable URL.
    await input.fill('');
    await input.pressSequentially('sankey node', {delay: 30});
    await expect(input).toHaveValue('sankey node');
    await expect(page).toHaveURL(/\/search\?q=sankey\+node$/);
    await input.fill('sankey');
    await expect(page).toHaveURL(/\/search\?q=sankey$/);
    await expect(page.getByRole('region', {name: 'API'}).getByRole('link').first()).toHaveAttribute(
      'href',
      '/api/sankey',
    );

    // Enter with no result selected in the search box goes there too.
    await searchBox(page).fill('treemap');
    await expect(page.getByRole('listbox', {name: 'Search results'})).toBeVisible();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=treemap$/);
    await expect(page.getByRole('searchbox', {name: 'Search query'})).toHaveValue('treemap');
  });

  test('/search?q= shows hostile input as text only, and caps its length', async ({page}) => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
    await waitForHydration(page);
    const input = page.getByRole('searchbox', {name: 'Search query'});
    await expect(input).toHaveValue(hostile);
    await expect(page.getByRole('status')).toHaveText(/results|No content was found/);
    expect(await page.evaluate(() => (window as Window & {__pwned?: number}).__pwned)).toBeUndefined();
    await expect(page.locator('main img, main script')).toHaveCount(0);

    await page.goto(`/search?q=${'line%20'.repeat(200)}%00%1F`);
    await waitForHydration(page);
    const value = await input.inputValue();
    expect([...value].length).toBeLessThanOrEqual(200);
    expect(value).not.toMatch(/\p{Cc}/u);
    await expect(page.getByRole('region', {name: 'API'}).getByRole('link').first()).toHaveAttribute(
      'href',
      '/api/line',
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`/search with results has no accessibility violations (${theme})`, async ({page}) => {
      await page.emulateMedia({colorScheme: theme});
      await openHydrated(page, '/search?q=legend%20position');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('region', {name: 'API'}).locator('mark').first()).toBeVisible();
      const {violations} = await new AxeBuilder({page}).include('main').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('/search?q=legend: the results arrive without moving anything on screen (CLS 0)', async ({page}) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number}>) shifts.push(entry.value);
      }).observe({type: 'layout-shift', buffered: true});
    });
    await openHydrated(page, '/search?q=legend');
    await expect(page.getByRole('region', {name: 'API'}).locator('mark').first()).toBeVisible();
    // A frame after the results, so a shift they caused is recorded.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });

  // What matters is that a key of Object.prototype reads as a word: `constructor` matches nothing, so
  // Line's legend row comes; `proto` (what `__proto__` reads as) also matches paths such as Mix's
  // `plots.options.legend`, which is a legend row as well.
  for (const [query, link] of [
    ['constructor legend', /^\/api\/line#prop-legend$/],
    ['__proto__ legend', /#prop-(?:[\w.]+\.)?legend$/],
  ] as const) {
    test(`"${query}" searches like any words (no plain-object lookup fails)`, async ({page}) => {
      await openHydrated(page);
      expect((await search(page, query)).filter((found) => link.test(found))).not.toEqual([]);
      await expect(page.locator('.navbar').getByText(/Search is unavailable/)).toHaveCount(0);
    });
  }

  // Every slug is in howToSearch.test.ts; here one of each kind through the real search box.
  for (const [query, link] of [
    ['line-basic', '/api/line#demo-line-basic'],
    ['dual-axes', '/api/dual-axes'],
    ['circle-packing', '/api/circle-packing'],
  ]) {
    test(`the slug or example id "${query}" finds ${link} first`, async ({page}) => {
      await openHydrated(page);
      expect((await search(page, query))[0]).toBe(link);
    });
  }
});
