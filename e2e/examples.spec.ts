import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {scanDemos} from '../plugins/chart-docs/src/scanDemos';

const demos = scanDemos(path.resolve(__dirname, '..'));

function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The gallery's cards: the links inside its lists. */
function cards(page: Page): Locator {
  return main(page).getByRole('listitem').getByRole('link');
}

const filterBox = (page: Page) => page.getByRole('searchbox', {name: 'Filter examples'});

async function openGallery(page: Page, url = '/examples'): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await expect(filterBox(page)).toBeEnabled();
}

async function openInTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: theme});
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await openGallery(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** The picture each card displays (its URL), for the cards that have pictures. */
async function shownPictures(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((links) =>
    links.flatMap((link) => {
      const shown = [...link.querySelectorAll('img')].filter((img) => img.getBoundingClientRect().width > 0);
      return shown.length === 0 ? [] : [shown.map((img) => img.currentSrc || img.getAttribute('src')).join(' + ')];
    }),
  );
}

test.describe('/examples', () => {
  test('the navbar leads to the gallery', async ({page}) => {
    await page.goto('/guide');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Examples', exact: true}).click();
    await expect(page).toHaveURL(/\/examples$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Examples'})).toBeVisible();
  });

  test('every demo is one card: a link to the demo on its page, holding a picture of the chart', async ({page}) => {
    await openGallery(page);
    await expect(cards(page)).toHaveCount(demos.length);
    const found = await cards(page).evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href'),
        id: link.getAttribute('href')?.replace(/^.*#demo-/, ''),
        pictures: link.querySelectorAll('img, svg').length,
        name: link.textContent,
      })),
    );
    expect(found.map((card) => card.id).sort()).toEqual(demos.map((demo) => demo.id).sort());
    for (const card of found) {
      expect(card.pictures, `${card.id} holds a picture`).toBeGreaterThan(0);
      expect(card.href, `${card.id} links to its demo`).toMatch(
        new RegExp(`^/(api/[a-z-]+|guide)(\\?tab=examples)?#demo-${card.id}$`),
      );
    }
    // Sections follow the sidebar's categories, each a list with its own heading.
    await expect(main(page).getByRole('heading', {level: 2}).first()).toHaveText('Basic charts');
  });

  for (const id of ['line-basic', 'pie-donut', 'word-cloud-basic', 'guide-update-data']) {
    test(`the ${id} card opens that demo on its page`, async ({page}) => {
      await openGallery(page);
      const card = main(page).locator(`a[href$="#demo-${id}"]`);
      const href = (await card.getAttribute('href'))!;
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator(`[data-demo-id="${id}"]`).first()).toBeVisible();
    });
  }

  test('the filter narrows the cards, announces the count and survives a reload', async ({page}) => {
    await openGallery(page);
    const status = main(page).getByRole('status');
    await expect(status).toHaveText(`${demos.length} examples`);
    // A chart whose name no other demo's title or keywords mention (a Mix demo draws a pie, say).
    await filterBox(page).pressSequentially('liquid');
    const liquidDemos = demos.filter((demo) => demo.group === 'liquid');
    await expect(cards(page)).toHaveCount(liquidDemos.length);
    for (const href of await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/api\/liquid[?#]/);
    }
    await expect(status).toHaveText(`${liquidDemos.length} of ${demos.length} examples match`);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(main(page).getByRole('heading', {level: 2})).toHaveText(['Progress and KPI']);
    await expect(page).toHaveURL(/\/examples\?filter=liquid$/);

    await page.reload();
    await waitForHydration(page);
    await expect(filterBox(page)).toHaveValue('liquid');
    await expect(cards(page)).toHaveCount(liquidDemos.length);
  });

  test('no match says so; Clear filter brings every card back; odd text is harmless', async ({page}) => {
    await openGallery(page, '/examples?filter=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.*(');
    await expect(cards(page)).toHaveCount(0);
    await expect(main(page).getByRole('status')).toHaveText('No examples match “<img src=x onerror=alert(1)>.*(”.');
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    await main(page).getByRole('button', {name: 'Clear filter'}).click();
    await expect(cards(page)).toHaveCount(demos.length);
    await expect(filterBox(page)).toBeFocused();
    await expect(page).toHaveURL(/\/examples$/);

    await filterBox(page).fill('x'.repeat(5000));
    await expect(filterBox(page)).toHaveValue('x'.repeat(100));
    await expect(cards(page)).toHaveCount(0);
  });

  test('Tab moves from the filter through the chart, topic and grouping to the cards with a visible focus ring', async ({
    page,
  }) => {
    await openGallery(page);
    await filterBox(page).focus();
    for (const name of ['Chart', 'Topic', 'Group by']) {
      await page.keyboard.press('Tab');
      await expect(page.getByRole('combobox', {name, exact: true})).toBeFocused();
    }
    await page.keyboard.press('Tab');
    const first = cards(page).first();
    await expect(first).toBeFocused();
    const outline = await first.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Tab');
    await expect(cards(page).nth(1)).toBeFocused();
  });

  test('a topic narrows the cards to its demos, a chart to its own, kept in the address', async ({page}) => {
    const annotated = demos.filter((demo) => demo.asset.topics.includes('annotations'));
    test.skip(annotated.length === 0, 'no demo is about annotations');
    await openGallery(page);
    await page.getByRole('combobox', {name: 'Topic', exact: true}).selectOption('annotations');
    await expect(cards(page)).toHaveCount(annotated.length);
    await expect(page).toHaveURL(/\/examples\?topic=annotations$/);
    const ids = await cards(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')?.replace(/^.*#demo-/, '')),
    );
    expect(new Set(ids)).toEqual(new Set(annotated.map((demo) => demo.id)));

    const lineAnnotated = annotated.filter((demo) => demo.group === 'line');
    await page.getByRole('combobox', {name: 'Chart', exact: true}).selectOption('line');
    await expect(cards(page)).toHaveCount(lineAnnotated.length);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('combobox', {name: 'Topic', exact: true})).toHaveValue('annotations');
    await expect(cards(page)).toHaveCount(lineAnnotated.length);
  });

  test('grouping by topic shows one heading per topic the demos have', async ({page}) => {
    const topics = new Set(demos.flatMap((demo) => demo.asset.topics));
    await openGallery(page, '/examples?group=topic');
    await expect(page.getByRole('combobox', {name: 'Group by', exact: true})).toHaveValue('topic');
    await expect(main(page).getByRole('heading', {level: 2})).toHaveCount(topics.size);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`shows the ${theme} pictures and passes axe in ${theme} mode`, async ({page}) => {
      await openInTheme(page, theme);
      // One picture per card, of this mode (the previews are named {demo}-{mode}.{ext}).
      // Pictures past the first row arrive in a transition right after hydration.
      await expect.poll(async () => (await shownPictures(page)).length).toBeGreaterThan(demos.length / 2);
      const shown = await shownPictures(page);
      expect(shown.filter((src) => !new RegExp(`^\\S+-${theme}\\.\\w+$`).test(src))).toEqual([]);
      const {violations} = await new AxeBuilder({page}).setLegacyMode().analyze();
      expect(
        violations.map((v) => `${v.id} [${v.impact}]: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
    });
  }

  for (const viewport of [
    {width: 412, height: 823},
    {width: 1280, height: 800},
  ]) {
    test(`loads at most 300 KB of pictures before scrolling at ${viewport.width}x${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/examples', {waitUntil: 'networkidle'});
      const images = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/previews\//.test(entry.name))
          .map((entry) => (entry as PerformanceResourceTiming).encodedBodySize),
      );
      // The first card's picture at least; lazy ones only near the viewport.
      expect(images.length).toBeGreaterThan(0);
      expect(images.length).toBeLessThan(demos.length);
      expect(images.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(300 * 1024);
    });
  }

  test('the HTML holds the pictures of the first row only; the page’s code brings the others, lazily', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/examples')).text();
    // The server's HTML, parsed by the browser without running it: how many pictures each card holds.
    const perCard = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return [...doc.querySelectorAll('main li > a')].map((link) => link.querySelectorAll('img').length);
    }, html);
    expect(perCard).toHaveLength(demos.length);
    expect(perCard.slice(0, 4).every((count) => count > 0)).toBe(true);
    expect(perCard.slice(4).filter((count) => count > 0)).toEqual([]);
    expect(html).toContain('fetchpriority=high');

    await page.setViewportSize({width: 412, height: 823});
    await openGallery(page);
    const last = cards(page).last();
    await expect(last.locator('img')).toHaveCount(2);
    // Sections below are sized by an estimate until first seen, so one scroll may land short of the card.
    await expect
      .poll(async () => {
        await last.scrollIntoViewIfNeeded();
        return last
          .locator('img')
          .evaluateAll((imgs) => imgs.some((img) => (img as HTMLImageElement).naturalWidth > 0));
      })
      .toBe(true);
  });

  test('on a phone, the first card’s picture is the only one fetched before the page’s code runs', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_FAILED/);
    const previews: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/previews/')) previews.push(new URL(request.url()).pathname);
    });
    // The page's code never arrives: what a phone shows until its slow link brings it.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.setViewportSize({width: 412, height: 823});
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/examples', {waitUntil: 'load'});
    await page.waitForTimeout(500);
    expect(previews).toEqual([
      `/previews/${(await cards(page).first().getAttribute('href'))!.replace(/^.*#demo-/, '')}-light.webp`,
    ]);
    await expect(cards(page).nth(1).locator('img:visible')).toHaveCount(0);

    // Where the grid has four columns, the whole first row shows its pictures at once.
    await page.setViewportSize({width: 1280, height: 800});
    await expect(cards(page).nth(3).locator('img:visible')).toHaveCount(1);
  });

  for (const viewport of [
    {width: 412, height: 823},
    {width: 1280, height: 800},
  ]) {
    test(`End reaches the last card at ${viewport.width}x${viewport.height}, though sections render only when near`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openGallery(page);
      await page.locator('body').press('End');
      await expect(cards(page).last()).toBeInViewport();
    });
  }

  test('on a 375 px phone, one column and no sideways scroll', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await openGallery(page);
    const {scrollWidth, clientWidth} = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(Math.abs(b!.x - a!.x)).toBeLessThan(1);
  });

  test("the filter finds demos in people's words: plurals, task phrasing and synonyms", async ({page}) => {
    await openGallery(page);
    await filterBox(page).fill('stacked column with totals');
    await expect(main(page).locator('a[href$="#demo-column-stacked-total"]')).toBeVisible();
    await filterBox(page).fill('clickable chart');
    await expect(main(page).locator('a[href$="#demo-bidirectional-bar-click-bar"]')).toBeVisible();
    const clickCards = await cards(page).count();
    expect(clickCards).toBeGreaterThan(3);
    expect(clickCards).toBeLessThan(demos.length / 2);
  });

  test('a card is named by its title and chart and described by its first line', async ({page}) => {
    await openGallery(page);
    const card = main(page).locator('a[href$="#demo-column-stacked-total"]');
    await expect(card).toHaveAccessibleName('Stacked column with a total on each stack Column');
    await expect(card).toHaveAccessibleDescription(
      /^Tickets opened per weekday at a help desk, stacked by four priorities;$/,
    );
  });

  test("on a phone the filter bar stays on screen and the jump list moves to a chart's first card", async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await openGallery(page);
    const jump = page.getByRole('combobox', {name: 'Jump to', exact: true});
    await jump.selectOption('word-cloud');
    const first = main(page).locator('[data-chart="word-cloud"] a').first();
    await expect(first).toBeFocused();
    await expect(first).toBeInViewport();
    // The bar is still at the top, below the navbar, and does not cover the card.
    await expect(filterBox(page)).toBeInViewport();
    const bar = await main(page).getByRole('search').boundingBox();
    const box = await first.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
  });

  test('on a wide screen there is no jump list (many charts show at once)', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await openGallery(page);
    await expect(page.getByRole('combobox', {name: 'Jump to', exact: true})).toBeHidden();
  });
});

test.describe('/examples without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('every card shows with its link and a picture or a neutral drawing, the first row its pictures, on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/examples');
    await expect(page.getByRole('heading', {level: 1, name: 'Examples'})).toBeVisible();
    await expect(cards(page)).toHaveCount(demos.length);
    await expect(cards(page).first()).toBeVisible();
    for (const index of [0, 1, 2, 3]) {
      await expect(cards(page).nth(index).locator('img:visible')).toHaveCount(1);
    }
    const held = await cards(page).evaluateAll((links) =>
      links.map((link) => link.querySelectorAll('img, svg').length),
    );
    expect(held.filter((count) => count === 0)).toEqual([]);
    const hrefs = await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !/#demo-/.test(href))).toEqual([]);
  });
});
