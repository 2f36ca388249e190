import AxeBuilder from '@axe-core/playwright';
import type {Page, TestInfo} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';

/**
 * axe-core over every kind of page, in both color modes, once the page has
 * hydrated and its charts have drawn. Serious and critical violations fail
 * the test; minor and moderate ones are listed as annotations of the test.
 */

type Theme = 'light' | 'dark';

const PAGES: Array<{path: string; notFound?: boolean}> = [
  {path: '/'},
  {path: '/guide'},
  {path: '/changelog'},
  {path: '/api'},
  {path: '/api/line'},
  {path: '/api/pie'},
  {path: '/api/dual-axes'},
  {path: '/~demos/line-basic'},
  {path: '/no/such/page', notFound: true},
];

/**
 * Accepted on purpose, each with its reason:
 * - nested-interactive: each search `role="option"` contains a link (as in
 *   DocSearch); ARIA makes an option's children
 *   presentational, so axe reports the link as nested.
 */
const ACCEPTED_RULES = ['nested-interactive'];

async function openInTheme(page: Page, path: string, theme: Theme): Promise<void> {
  await page.emulateMedia({colorScheme: theme});
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Scrolls every visible demo into view and waits until its chart has drawn. */
async function drawAllCharts(page: Page): Promise<void> {
  const demos = page.locator('[data-demo-id]:visible');
  const count = await demos.count();
  for (let i = 0; i < count; i += 1) {
    await expectChartDrawn(demos.nth(i));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (v) =>
      `${v.id} [${v.impact}] ${v.help}: ${v.nodes
        .slice(0, 8)
        .map((n) => n.target.join(' '))
        .join(' | ')}${v.nodes.length > 8 ? ` (+${v.nodes.length - 8} more)` : ''}`,
  );
}

/** Runs axe; fails on serious/critical, annotates minor/moderate. */
async function audit(page: Page, testInfo: TestInfo, include?: string): Promise<void> {
  // Legacy mode runs axe in the page itself instead of a second blank page: half the time, and
  // these pages have no cross-origin frames that would need the other mode.
  let builder = new AxeBuilder({page}).setLegacyMode().disableRules(ACCEPTED_RULES);
  if (include) builder = builder.include(include);
  const {violations} = await builder.analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const advisory = violations.filter((v) => !blocking.includes(v));
  for (const line of describeViolations(advisory)) {
    testInfo.annotations.push({type: 'a11y (minor/moderate)', description: line});
  }
  expect(describeViolations(blocking), 'serious or critical accessibility violations').toEqual([]);
}

test.describe('accessibility (axe)', () => {
  test.describe.configure({mode: 'parallel'});

  for (const theme of ['light', 'dark'] as const) {
    for (const {path, notFound} of PAGES) {
      test(`${path} in ${theme} mode`, async ({page, consoleGuard}, testInfo) => {
        if (notFound) consoleGuard.allow(/status of 404/);
        await openInTheme(page, path, theme);
        if (notFound) {
          await expect(page.getByRole('heading', {name: 'PAGE NOT FOUND'})).toBeVisible();
        }
        await drawAllCharts(page);
        await audit(page, testInfo);
      });
    }

    test(`the open search popup in ${theme} mode`, async ({page}, testInfo) => {
      await openInTheme(page, '/guide', theme);
      await page.getByRole('combobox', {name: 'Search'}).fill('line');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      // The page under the popup is audited on its own above.
      await audit(page, testInfo, '.navbar');
    });

    test(`a demo with its code shown in ${theme} mode`, async ({page}, testInfo) => {
      await openInTheme(page, '/api/line', theme);
      const demo = page.locator('[data-demo-id="line-basic"]').first();
      await expectChartDrawn(demo);
      await demo.getByRole('button', {name: 'Show code', exact: true}).click();
      const editor = demo.getByLabel('Live code editor');
      await expect(editor).toBeVisible();
      // The source is highlighted: the colours under test are the theme's.
      await expect(editor.locator('.cm-line span[class]').first()).toBeAttached();
      await audit(page, testInfo, '[data-demo-id="line-basic"]');
    });
  }
});
