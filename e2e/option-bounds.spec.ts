import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {expectChartDrawn, openUsageDemo} from './charts';

/**
 * Option values, typed or from a link, stay within what the engine draws in a
 * few milliseconds (plugins/chart-docs/propsControls/ranges.json): links that
 * used to freeze the tab for a minute are named in the note and the page
 * answers at once; a control and a link accept the same values; a data field
 * gets a text box.
 */

/** The navbar's Color mode button changes the page's theme within this long: the main thread is free. */
const ANSWER_MS = 1_000;

async function expectPageAnswers(page: Page): Promise<void> {
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme-choice');
  const started = Date.now();
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: 'Color mode'})
    .click({timeout: ANSWER_MS});
  await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '', {timeout: ANSWER_MS});
  expect(Date.now() - started, `the page answered the click within ${ANSWER_MS} ms`).toBeLessThanOrEqual(ANSWER_MS);
}

async function openCommonRow(page: Page, ...parents: string[]): Promise<void> {
  const group = page.getByRole('button', {name: /^Common options/});
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  for (const parent of parents) {
    const toggle = page.getByRole('button', {name: `Expand ${parent}`, exact: true});
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

function withOptions(path: string, options: Record<string, unknown>): string {
  return `${path}?options=${encodeURIComponent(JSON.stringify(options))}`;
}

test.describe('links that froze the tab', () => {
  test.describe.configure({mode: 'parallel'});

  const LINKS: Array<[string, Record<string, unknown>, string]> = [
    ['/api/line', {'yAxis.tickCount': 1_000_000_000}, 'yAxis.tickCount (above 50)'],
    ['/api/line', {'yAxis.tickCount': 100_000}, 'yAxis.tickCount (above 50)'],
    ['/api/line', {'xAxis.subTickLine.count': 1_000_000}, 'xAxis.subTickLine.count (above 20)'],
    ['/api/gauge', {'axis.subTickLine.count': 1_000_000}, 'axis.subTickLine.count (above 20)'],
    ['/api/line', {'yAxis.tickInterval': 0.000001}, 'yAxis.tickInterval (edited in code only)'],
  ];
  for (const [path, options, named] of LINKS) {
    test(`${path} ${JSON.stringify(options)}: named in the note, drawn, and the page answers`, async ({page}) => {
      const demo = await openUsageDemo(page, withOptions(path, options));
      await expect(page.getByRole('note')).toContainText(named);
      await expectChartDrawn(demo);
      await expectPageAnswers(page);
    });
  }
});

test('a number typed past its bound is not applied and says why; the link refuses the same value', async ({page}) => {
  const demo = await openUsageDemo(page, '/api/line');
  await openCommonRow(page, 'yAxis');
  const tickCount = page.getByRole('spinbutton', {name: 'yAxis.tickCount', exact: true});
  await tickCount.fill('1000000000');
  await expect(tickCount).toHaveAttribute('aria-invalid', 'true');
  await expect(tickCount).toHaveAccessibleDescription('Not applied: above 50');
  await expect(page.getByRole('button', {name: 'Reset yAxis.tickCount', exact: true})).toHaveCount(0);
  await expectPageAnswers(page);

  await page.getByRole('button', {name: 'Expand point', exact: true}).click();
  const size = page.getByRole('spinbutton', {name: 'point.size', exact: true});
  // Negative radii made the engine throw "radius (-5) is negative" in an animation frame.
  await size.fill('-5');
  await expect(size).toHaveAccessibleDescription('Not applied: below 0');
  await size.fill('500');
  await expect(size).toHaveAccessibleDescription('Not applied: above 30');
  await size.fill('6');
  await expect(size).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('button', {name: 'Reset point.size', exact: true})).toBeVisible();
  await expectChartDrawn(demo);

  await openUsageDemo(page, withOptions('/api/line', {'point.size': -5, 'xAxis.tickCount': 5}));
  await expect(page.getByRole('note')).toContainText('point.size (below 0)');
  await expect(page.getByRole('note')).not.toContainText('xAxis.tickCount');
});

test('text a control takes comes through a link as plain text', async ({page}) => {
  const title = '<b>hi</b>';
  const className = 'c'.repeat(250);
  const demo = await openUsageDemo(
    page,
    withOptions('/api/line', {'xAxis.title.text': title, className, 'yAxis.tickCount': 3}),
  );
  await expect(page.getByRole('note')).toHaveCount(0);
  await openCommonRow(page, 'xAxis', 'xAxis.title');
  await expect(page.getByRole('textbox', {name: 'xAxis.title.text', exact: true})).toHaveValue(title);
  await expect(page.getByRole('textbox', {name: 'className', exact: true})).toHaveValue(className);
  await expect(page.locator(`.${className}`)).toHaveCount(1);
  await expect(demo.locator('b')).toHaveCount(0);
  await expectChartDrawn(demo);
});

test('label.type offers only what the chart draws; a data field gets a text box', async ({page}) => {
  const column = await openUsageDemo(page, withOptions('/api/column', {'label.type': 'nope'}));
  await expect(page.getByRole('note')).toContainText('label.type (edited in code only)');
  await expectChartDrawn(column);
  await expect(column.getByRole('alert')).toHaveCount(0);

  const pie = await openUsageDemo(page, withOptions('/api/pie', {'label.type': 'spider'}));
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('combobox', {name: 'label.type', exact: true})).toHaveValue('spider');
  await expect(page.getByRole('textbox', {name: 'colorField', exact: true})).toBeVisible();
  await expectChartDrawn(pie);
  await expect(pie.getByRole('alert')).toHaveCount(0);
  await expectPageAnswers(page);
});
