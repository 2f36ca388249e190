import AxeBuilder from '@axe-core/playwright';
import {test, expect} from './fixtures';
import {openUsageDemo} from './charts';
import {expectRowShown, outline, partPaths, pointAtPart, startInspecting} from './inspector';

/**
 * The chart inspector: `Inspect chart` in a demo's toolbar names the part of
 * the chart under the pointer, a click leads to that option's row, and the
 * `Chart parts` list does the same for keyboard and screen-reader users.
 * Every chart page's walk through all its parts is in chart-pages.spec.ts,
 * which opens each chart page once for all its checks.
 */

test.describe('chart inspector', () => {
  test('clicking an x-axis label on /api/column leads to xAxis.label, expanded and highlighted', async ({page}) => {
    const demo = await openUsageDemo(page, '/api/column');
    const list = await startInspecting(demo);
    expect(await partPaths(list)).toEqual(
      expect.arrayContaining(['xAxis.label', 'yAxis.label', 'columnStyle', 'tooltip']),
    );
    const point = await pointAtPart(page, demo, list, 'xAxis.label');
    await expect(demo.locator('[data-chart-inspector-overlay]')).toContainText('xAxis.label');
    await page.mouse.click(point.x, point.y);
    await expectRowShown(page, 'xAxis.label');
    await expect(page.getByRole('tab', {name: 'Doc'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', {name: /^Common options/})).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', {name: 'Expand xAxis', exact: true})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('the Chart parts list works from the keyboard, and Escape ends inspecting', async ({page}) => {
    const demo = await openUsageDemo(page, '/api/line');
    const list = await startInspecting(demo);
    const link = list.getByRole('link', {name: 'lineStyle', exact: true});
    await link.focus();
    await expect(outline(demo, 'lineStyle')).toBeVisible();
    await page.keyboard.press('Enter');
    await expectRowShown(page, 'lineStyle');

    await list.getByRole('link', {name: 'yAxis.grid', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expectRowShown(page, 'yAxis.grid');

    await page.keyboard.press('Escape');
    await expect(demo.getByRole('button', {name: 'Inspect chart'})).toHaveAttribute('aria-pressed', 'false');
    await expect(demo.getByRole('list', {name: 'Chart parts'})).toHaveCount(0);
    await expect(demo.getByRole('button', {name: 'Inspect chart'})).toBeFocused();
  });
});

test.describe('chart inspector elsewhere', () => {
  test('from the Examples tab and from the guide it leads to the Doc tab of the chart page', async ({page}) => {
    const demo = await openUsageDemo(page, '/api/column?tab=examples');
    const list = await startInspecting(demo);
    await list.getByRole('link', {name: 'columnStyle', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/column\?tab=doc#prop-columnStyle$/);
    await expect(page.getByRole('tab', {name: 'Doc'})).toHaveAttribute('aria-selected', 'true');
    await expectRowShown(page, 'columnStyle');

    // A demo on another page (the guide draws a line chart) leads to the line chart's page.
    const guide = await openUsageDemo(page, '/guide#demo-guide-basic-render');
    await (await startInspecting(guide)).getByRole('link', {name: 'xAxis.label', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/line#prop-xAxis\.label$/);
    await expectRowShown(page, 'xAxis.label');
  });
});

test.describe('chart inspector on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('tapping an x-axis label leads to its row', async ({page}) => {
    const demo = await openUsageDemo(page, '/api/column');
    const list = await startInspecting(demo);
    const point = await pointAtPart(page, demo, list, 'xAxis.label');
    await page.touchscreen.tap(point.x, point.y);
    await expectRowShown(page, 'xAxis.label');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});

test.describe('chart inspector accessibility (axe)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`inspecting /api/line with a control changed, ${theme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const demo = await openUsageDemo(page, '/api/line');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const smooth = page.getByRole('switch', {name: 'smooth', exact: true});
      await smooth.click();
      await expect(smooth).toBeChecked();
      const list = await startInspecting(demo);
      await pointAtPart(page, demo, list, 'lineStyle');
      await expect(demo.locator('[data-chart-inspector-overlay]')).toContainText('lineStyle');
      const {violations} = await new AxeBuilder({page}).setLegacyMode().disableRules(['nested-interactive']).analyze();
      const blocking = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      expect(blocking, 'serious or critical accessibility violations').toEqual([]);
    });
  }
});
