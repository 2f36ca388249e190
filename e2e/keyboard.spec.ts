import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {expectChartDrawn} from './charts';

/**
 * Waits until React has hydrated the page. (The prerendered HTML already carries
 * `data-has-hydrated="false"`, so only the value `true` tells.)
 */
async function waitForHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/**
 * A visitor without a mouse: everything below is reached with Tab from the
 * page load (or the search shortcuts) and operated with Enter, Space and arrows.
 */

/** What has the focus now: tag, accessible-name hints and the demo it sits in. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      role: element?.getAttribute('role') ?? '',
      demo: element?.closest('[data-demo-id]')?.getAttribute('data-demo-id') ?? '',
    };
  });
}

/** Presses Tab until the focus satisfies `reached`; fails after `limit` presses. Returns the presses used. */
async function tabUntil(
  page: Page,
  reached: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  limit: number,
): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (reached(await focused(page))) return presses;
  }
  throw new Error(`not reached after ${limit} presses of Tab; focus is on ${JSON.stringify(await focused(page))}`);
}

const isSearchBox = (f: Awaited<ReturnType<typeof focused>>) => f.role === 'combobox' && f.label === 'Search';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydrated(page);
}

/** Types a query in the focused search box, arrows to the first result and opens it with Enter. */
async function searchAndOpenFirst(page: Page, query: string) {
  await page.keyboard.type(query);
  const listbox = page.getByRole('listbox');
  const first = listbox.getByRole('option').first();
  await expect(first).toBeVisible();
  const href = await first.getByRole('link').getAttribute('href');
  expect(href).toBeTruthy();
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(listbox).toBeHidden();
}

test.describe('keyboard only', () => {
  test.describe.configure({mode: 'parallel'});

  test('Tab from the page load reaches the search box; type, ArrowDown and Enter open a result', async ({page}) => {
    await open(page, '/');
    // The skip link, the logo, the navbar links, the version menu and GitHub come first.
    const presses = await tabUntil(page, isSearchBox, 20);
    expect(presses).toBeGreaterThan(1);
    await searchAndOpenFirst(page, 'line');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Line');
  });

  test('"/" focuses the search box from the page; the result opens with Enter', async ({page}) => {
    await open(page, '/changelog');
    const box = page.getByRole('combobox', {name: 'Search'});
    // The navbar may hydrate a moment after the root: retry until the shortcut is listened to.
    await expect(async () => {
      await page.keyboard.press('/');
      await expect(box).toBeFocused({timeout: 500});
    }).toPass();
    await expect(box).toHaveValue('');
    await searchAndOpenFirst(page, 'pie');
  });

  test('Ctrl+K focuses the search box after Tabbing into the page; the result opens with Enter', async ({page}) => {
    await open(page, '/guide');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const box = page.getByRole('combobox', {name: 'Search'});
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(box).toBeFocused({timeout: 500});
    }).toPass();
    await searchAndOpenFirst(page, 'column');
  });

  test('Tab reaches a demo toolbar; Show code works with Enter and with Space', async ({page}) => {
    await open(page, '/guide');
    // Let the first demo load (its full toolbar replaces a placeholder), then start again from the top.
    const demo = page.locator('[data-demo-id]').first();
    await expectChartDrawn(demo);
    const demoId = (await demo.getAttribute('data-demo-id'))!;
    await page.evaluate(() => window.scrollTo(0, 0));

    await tabUntil(page, (f) => f.demo === demoId && f.label === 'Show code', 150);
    // The code toggle is the toolbar's last button; the data table toggle also has aria-expanded.
    const toggle = demo.getByRole('toolbar', {name: 'Demo actions'}).locator('button[aria-expanded]').last();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide code');
    await expect(toggle).toBeFocused();
    await expect(demo.getByLabel('Live code editor')).toBeVisible();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Show code');
    await expect(demo.getByLabel('Live code editor')).toBeHidden();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The editor comes next in the Tab order, and Tab (not an indent) leaves it again.
    await page.keyboard.press('Tab');
    await expect(demo.getByLabel('Live code editor')).toBeFocused();
  });

  test('Tab reaches the Color mode control; Enter switches the theme', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await open(page, '/api');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await tabUntil(page, (f) => f.label === 'Color mode', 20);
    await page.keyboard.press('Enter');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', {name: 'Color mode'})).toBeFocused();
    await page.keyboard.press('Space');
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
  });

  test('the skip link is the first Tab stop and moves focus to the content', async ({page}) => {
    await open(page, '/api/line');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: /skip to main content/i});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab stop is inside the main content, not the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });
});
