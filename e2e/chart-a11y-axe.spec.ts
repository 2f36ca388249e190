import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';

/**
 * axe-core over pages with charts as a screen-reader or keyboard user meets
 * them: every data table open, pattern fills on, in both color modes.
 * Serious and critical violations fail (as in a11y.spec.ts).
 */

const PAGES = ['/', '/api/line', '/api/column', '/api/pie', '/api/treemap', '/api/dual-axes', '/~demos/line-basic'];

async function open(page: Page, path: string, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
  await page.addInitScript((value) => {
    localStorage.setItem('theme', value);
    localStorage.setItem('chart-patterns', 'on');
  }, theme);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Draws every visible chart and opens every data table. */
async function openEverything(page: Page): Promise<void> {
  const demos = page.locator('[data-demo-id]:visible');
  const count = await demos.count();
  for (let i = 0; i < count; i += 1) {
    const demo = demos.nth(i);
    await expectChartDrawn(demo);
    const show = demo.getByRole('button', {name: 'Show data table'});
    if ((await show.count()) > 0) {
      await show.click();
      await expect(demo.getByRole('table')).toBeVisible();
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('chart accessibility (axe) with tables open and patterns on', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of PAGES) {
      test(`${path} in ${theme} mode`, async ({page}) => {
        await open(page, path, theme);
        await openEverything(page);
        await expect(page.getByRole('button', {name: 'Patterns', pressed: false})).toHaveCount(0);
        const {violations} = await new AxeBuilder({page})
          .setLegacyMode()
          .disableRules(['nested-interactive'])
          .analyze();
        const blocking = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
        expect(blocking, 'serious or critical accessibility violations').toEqual([]);
      });
    }
  }
});
