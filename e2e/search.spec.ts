import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import type {SearchIndex} from '../plugins/search/src/types';
import {ANY_SERVER, expect, test, waitForHydration} from './fixtures';

/** The index is a hashed static asset: `/assets/search/search-index.{hash}.json`. */
const INDEX_REQUEST = /\/search-index\.[^/]*json/;

function searchBox(page: Page) {
  return page.getByRole('combobox', {name: 'Search'});
}

/** Status texts of the search popup (other parts of a page may show their own `Loading...`). */
function searchStatus(page: Page, text: string) {
  return page.locator('.navbar').getByText(text, {exact: true});
}

function results(page: Page) {
  return page.getByRole('listbox');
}

async function openHome(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

/** Links of every option, in display order. */
async function resultLinks(page: Page): Promise<string[]> {
  return results(page)
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.querySelector('a')?.getAttribute('href') ?? ''));
}

test.describe('search', () => {
  test('the index and the worker wait for the first search', async ({page}) => {
    const indexRequests: string[] = [];
    const workers: string[] = [];
    page.on('request', (request) => {
      if (INDEX_REQUEST.test(request.url())) indexRequests.push(request.url());
    });
    page.on('worker', (worker) => {
      if (/site-search/.test(worker.url())) workers.push(worker.url());
    });
    await openHome(page);
    await page.waitForLoadState('networkidle');
    await searchBox(page).focus();
    expect(indexRequests).toEqual([]);
    expect(workers).toEqual([]);

    const indexRequest = page.waitForRequest(INDEX_REQUEST);
    await searchBox(page).fill('line');
    await indexRequest;
    await expect(results(page)).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    expect(workers).toHaveLength(1);
    await searchBox(page).fill('pie');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    const timing = await page.evaluate(() => window.__searchTiming);
    expect(timing?.indexBytes).toBeGreaterThan(0);
    expect(timing?.coldMs).toBeGreaterThan(0);
  });

  test('"line" lists /api/line in the first group, with matched words in <mark>', async ({page}) => {
    await openHome(page);
    await searchBox(page).fill('line');
    const firstGroup = results(page).getByRole('group').first();
    await expect(firstGroup).toHaveAccessibleName('API');
    await expect(firstGroup.getByRole('option').first().getByRole('link')).toHaveAttribute('href', '/api/line');
    await expect(firstGroup.locator('mark').first()).toHaveText(/^line$/i);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('matching ignores case: "LINE" gives the same results as "line"', ANY_SERVER, async ({page}) => {
    await openHome(page);
    await searchBox(page).fill('line');
    await expect(results(page).getByRole('option').first()).toBeVisible();
    const lower = await resultLinks(page);
    await searchBox(page).fill('LINE');
    await expect(searchStatus(page, 'Loading...')).toBeHidden();
    expect(await resultLinks(page)).toEqual(lower);
  });

  test('a word found nowhere shows "No content was found"', ANY_SERVER, async ({page}) => {
    await openHome(page);
    await searchBox(page).fill('zxqvbnmwpt');
    await expect(searchStatus(page, 'No content was found')).toBeVisible();
    await expect(results(page)).toBeHidden();
  });

  test('HTML typed in the box stays text', ANY_SERVER, async ({page}) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await openHome(page);
    const box = searchBox(page);
    await box.fill('<img src=x onerror=alert(1)>');
    await expect(searchStatus(page, 'No content was found')).toBeVisible();
    await box.fill('<b>line</b> <img src=x onerror=alert(1)>');
    await expect(searchStatus(page, 'Loading...')).toBeHidden();
    expect(await page.locator('.navbar img[src="x"], [role="listbox"] img, [role="listbox"] b').count()).toBe(0);
    await expect(box).toHaveValue('<b>line</b> <img src=x onerror=alert(1)>');
    expect(dialogs).toBe(0);
  });

  test('fast typing ends with the results of the final query only', ANY_SERVER, async ({page}) => {
    await openHome(page);
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('changelog pie', {delay: 15});
    for (let i = 0; i < 'changelog pie'.length; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type('line', {delay: 15});
    await expect(searchStatus(page, 'Loading...')).toBeHidden();
    await expect(results(page).getByRole('option').first().getByRole('link')).toHaveAttribute('href', '/api/line');
    const marks = await results(page).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    // The matched word forms: `line`, and `lines` found by its stem.
    expect(marks.every((mark) => /^lines?$/i.test(mark))).toBe(true);
  });

  test('Ctrl+K, Cmd+K and / focus the search box; / typed inside it stays text', ANY_SERVER, async ({page}) => {
    await openHome(page);
    const box = searchBox(page);
    // The navbar may hydrate a moment after the root: retry until the shortcut is listened to.
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(box).toBeFocused({timeout: 500});
    }).toPass();
    await box.blur();
    await page.keyboard.press('Meta+k');
    await expect(box).toBeFocused();
    await box.blur();
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await page.keyboard.type('a/b');
    await expect(box).toHaveValue('a/b');
  });

  test('/ typed in the live code editor stays in the editor', ANY_SERVER, async ({page}) => {
    await page.goto('/api/line');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Show code'}).first().click();
    const editor = page.getByRole('textbox', {name: 'Live code editor'}).first();
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type('// note');
    await expect(editor).toBeFocused();
    await expect(editor).toContainText('// note');
    await expect(searchBox(page)).not.toBeFocused();
  });

  test('arrow keys pick a result and Enter opens it; Escape closes the list', ANY_SERVER, async ({page}) => {
    await openHome(page);
    const box = searchBox(page);
    await box.fill('line');
    const first = results(page).getByRole('option').first();
    await expect(first).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(results(page)).toBeHidden();
    await box.press('ArrowDown');
    await expect(results(page)).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/api\/line$/);
    await expect(results(page)).toBeHidden();
  });

  test('a result link opens its demo on the chart page', async ({page}) => {
    await openHome(page);
    await searchBox(page).fill('line');
    const demoLink = results(page).locator('a[href^="/api/line#demo-"]').first();
    await expect(demoLink).toBeVisible();
    const href = (await demoLink.getAttribute('href'))!;
    await demoLink.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${href.split('#')[1]}"]`).first()).toBeAttached();
  });

  test('every link in the index lands on a page and anchor that exist', async ({page, request}) => {
    test.setTimeout(180_000);
    await openHome(page);
    const indexRequest = page.waitForRequest(INDEX_REQUEST);
    await searchBox(page).fill('line');
    const index = (await (await request.get((await indexRequest).url())).json()) as SearchIndex;
    const links = [
      ...index.routes.flatMap((route) => [
        route.path,
        ...route.sections.flatMap((s) => (s.heading ? [`${route.path}#${s.heading.id}`] : [])),
      ]),
      ...index.demos.map((demo) => demo.link),
    ];
    expect(links.length).toBeGreaterThan(40);
    const pages = new Map<string, string>();
    const broken: string[] = [];
    const tabbed: string[] = [];
    for (const link of links) {
      const [path, anchor] = link.split('#');
      if (path.includes('?')) {
        // A tab other than the default is rendered in the browser only.
        tabbed.push(link);
        continue;
      }
      if (!pages.has(path)) {
        const response = await request.get(path);
        pages.set(path, response.ok() ? await response.text() : '');
      }
      const html = pages.get(path)!;
      // The production HTML is minified: attribute quotes may be dropped.
      if (!html || (anchor && !new RegExp(`id="?${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["\\s>]`).test(html))) {
        broken.push(link);
      }
    }
    // A tab's page is opened once, and every anchor of it looked up there (390 demos link to ~40 pages).
    const anchorsByPage = new Map<string, string[]>();
    for (const link of tabbed) {
      const [target, anchor] = link.split('#');
      anchorsByPage.set(target, [...(anchorsByPage.get(target) ?? []), anchor]);
    }
    for (const [target, anchors] of anchorsByPage) {
      await page.goto(target);
      for (const anchor of anchors) {
        const found = await page
          .locator(`[id="${anchor}"]`)
          .first()
          .waitFor({state: 'attached', timeout: 5000})
          .then(
            () => true,
            () => false,
          );
        if (!found) broken.push(`${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  test('a press outside closes the results', ANY_SERVER, async ({page}) => {
    await openHome(page);
    await searchBox(page).fill('line');
    await expect(results(page)).toBeVisible();
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(results(page)).toBeHidden();
  });

  test('works in the mobile navbar', ANY_SERVER, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openHome(page);
    const box = searchBox(page);
    await expect(box).toBeVisible();
    await box.click();
    await box.fill('line');
    await expect(results(page).getByRole('option').first()).toBeInViewport();
  });

  test('the closed search box has no accessibility violations', ANY_SERVER, async ({page}) => {
    await openHome(page);
    const {violations} = await new AxeBuilder({page}).include('.navbar').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`open results have no accessibility violations (${theme})`, ANY_SERVER, async ({page}) => {
      await page.emulateMedia({colorScheme: theme});
      await openHome(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await searchBox(page).fill('line');
      await expect(results(page).getByRole('option').first()).toBeVisible();
      const {violations} = await new AxeBuilder({page})
        .include('.navbar')
        // Each role="option" contains a link (as in DocSearch), so results open on click; ARIA makes an
        // option's children presentational, so axe reports the link as nested. Accepted, on purpose.
        .disableRules(['nested-interactive'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
