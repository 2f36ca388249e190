import {readFileSync} from 'node:fs';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn, openUsageDemo} from './charts';
import {expectNamedDescribedFigure} from './chartFigure';

/**
 * Charts for screen-reader and keyboard users: every chart is a figure named
 * after its demo and described by it and by its data; each demo's data table
 * lists the chart's records; arrow keys walk the points of a focused chart.
 * Every chart page's figure and data table are checked in chart-pages.spec.ts,
 * which opens each chart page once for all its checks.
 */

/** Records of a demo file's `const data = [...]`, one `{...}` a line. */
function recordsInDemoFile(path: string): number {
  const source = readFileSync(path, 'utf8');
  const block = /const data = \[([\s\S]*?)\n\];/.exec(source)?.[1] ?? '';
  return block.split('\n').filter((line) => /^\s*\{.*\},?$/.test(line)).length;
}

test.describe('chart accessibility', () => {
  test('/api/line: the accessibility tree names and describes the chart from its data', async ({page}) => {
    const demo = await openUsageDemo(page, '/api/line');
    await expect(demo.getByRole('figure', {name: 'Basic line'})).toHaveAccessibleDescription(
      'Monthly active users of a product over one year (January to December 2023), one point per month. ' +
        'Line chart, 12 points, users from 3,120 to 6,890, highest in 2023-12. ' +
        'Use the arrow keys to move between data points.',
    );
    const snapshot = await demo.ariaSnapshot();
    expect(snapshot).toContain('figure "Basic line"');
  });

  test('the home gallery names and describes every chart after its demo', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const demos = page.locator('[data-demo-id]:visible');
    const count = await demos.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const demo = demos.nth(i);
      await expectChartDrawn(demo);
      await expectNamedDescribedFigure(demo);
    }
  });

  test('/~demos/line-basic: the standalone chart is named and described too', async ({page}) => {
    await page.goto('/~demos/line-basic');
    await waitForHydration(page);
    const main = page.locator('[data-demo-id="line-basic"]');
    await expectChartDrawn(main);
    await expect(main.getByRole('figure', {name: 'Basic line'})).toHaveAccessibleDescription(
      /^Monthly active users of a product over one year \(January to December 2023\), one point per month\. Line chart, 12 points, /,
    );
  });

  test('/api/column: the data table lists exactly the records the chart draws', async ({page}) => {
    const demo = await openUsageDemo(page, '/api/column');
    await demo.getByRole('button', {name: 'Show data table'}).click();
    const table = demo.getByRole('table');
    await expect(table.locator('thead th')).toHaveText(['month', 'Rainfall (mm)']);
    const expected = recordsInDemoFile('demos/column/basic.tsx');
    expect(expected).toBe(12);
    await expect(table.locator('tbody tr')).toHaveCount(expected);
    await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['Jan', '142']);
    await expect(table.locator('caption')).toHaveText('Data of the chart “Basic column”: 12 records');
  });

  test('Copy as CSV puts the table on the clipboard', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const demo = await openUsageDemo(page, '/api/column');
    await demo.getByRole('button', {name: 'Show data table'}).click();
    await demo.getByRole('button', {name: 'Copy as CSV'}).click();
    await expect(demo.getByText('CSV copied')).toBeVisible();
    const csv = await page.evaluate(() => navigator.clipboard.readText());
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('month,Rainfall (mm)');
    expect(lines[1]).toBe('Jan,142');
    expect(lines).toHaveLength(13);
  });

  test('arrow keys walk the points of the line chart and announce them', async ({page}) => {
    const demo = await openUsageDemo(page, '/api/line');
    const figure = demo.getByRole('figure', {name: 'Basic line'});
    const announcer = figure.locator('[aria-live]');
    await figure.focus();
    await expect(figure).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(announcer).toHaveText('month: 2023-01, users: 3,120. Point 1 of 12.');
    await expect(demo.locator('.g2-tooltip')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(announcer).toHaveText('month: 2023-02, users: 3,380. Point 2 of 12.');
    await page.keyboard.press('ArrowLeft');
    await expect(announcer).toHaveText('month: 2023-01, users: 3,120. Point 1 of 12.');
    await page.keyboard.press('End');
    await expect(announcer).toHaveText('month: 2023-12, users: 6,890. Point 12 of 12.');
    await page.keyboard.press('Home');
    await expect(announcer).toHaveText(/^month: 2023-01/);
    await page.keyboard.press('Escape');
    await expect(announcer).toHaveText('');
    await expect(demo.locator('.g2-tooltip')).toBeHidden();
    await expect(figure).toBeFocused();
  });

  test('Up and Down move between the series of a multi-series line', async ({page}) => {
    await page.goto('/api/line?tab=examples');
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id="line-multi-series"]:visible').first();
    await expectChartDrawn(demo);
    const figure = demo.getByRole('figure');
    const announcer = figure.locator('[aria-live]');
    await figure.focus();
    await page.keyboard.press('ArrowRight');
    const first = await announcer.textContent();
    await page.keyboard.press('ArrowDown');
    await expect(announcer).not.toHaveText(first ?? '');
    await expect(announcer).toHaveText(/Point 1 of /);
  });

  test('the focused chart shows a focus ring', async ({page}) => {
    const demo = await openUsageDemo(page, '/api/line');
    const figure = demo.getByRole('figure');
    await page.keyboard.press('Tab');
    await figure.focus();
    const outline = await figure.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
  });
});
