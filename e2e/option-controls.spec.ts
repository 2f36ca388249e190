import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {expectChartDrawn, openUsageDemo} from './charts';

/**
 * The props table's live controls: each is named by its option path, redraws
 * the page's Usage demo in place, shows in the demo's code, and travels in a
 * link whose values are checked before use.
 */

/** A short fingerprint of the demo's canvas pixels once it has stopped animating. */
async function settledCanvas(demo: Locator): Promise<string> {
  let previous = '';
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const current = await demo
      .locator('canvas')
      .first()
      .evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.toDataURL();
        let hash = 0;
        for (let i = 0; i < data.length; i += 1) hash = (hash * 31 + data.charCodeAt(i)) | 0;
        return `${data.length}:${hash}`;
      });
    if (current === previous) return current;
    previous = current;
    await demo.page().waitForTimeout(250);
  }
  return previous;
}

/** Painted pixels in the band `[fromY, toY)` (fractions of the height) of the demo's canvas. */
async function paintedInBand(demo: Locator, fromY: number, toY: number): Promise<number> {
  return demo
    .locator('canvas')
    .first()
    .evaluate(
      (canvas: HTMLCanvasElement, [from, to]) => {
        const context = canvas.getContext('2d');
        if (!context) return 0;
        const top = Math.floor(canvas.height * from);
        const height = Math.max(1, Math.floor(canvas.height * to) - top);
        const pixels = context.getImageData(0, top, canvas.width, height).data;
        let painted = 0;
        for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] > 0) painted += 1;
        return painted;
      },
      [fromY, toY],
    );
}

async function openCommonRow(page: Page, ...parents: string[]): Promise<void> {
  const group = page.getByRole('button', {name: /^Common options/});
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  for (const parent of parents) {
    const toggle = page.getByRole('button', {name: `Expand ${parent}`, exact: true});
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
}

test('smooth redraws the line in place and shows in the code', async ({page}) => {
  const demo = await openUsageDemo(page, '/api/line');
  const canvasBefore = demo.locator('canvas').first();
  const before = await settledCanvas(demo);
  await page.getByRole('switch', {name: 'smooth', exact: true}).check();
  await expect.poll(() => settledCanvas(demo), {timeout: 15_000}).not.toBe(before);
  // Updated, not remounted: the same canvas element is still there.
  expect(await canvasBefore.evaluate((canvas) => canvas.isConnected)).toBe(true);
  await expect(page.getByRole('button', {name: 'Reset smooth', exact: true})).toBeVisible();

  await demo.getByRole('button', {name: 'Show code', exact: true}).click();
  await expect(demo.getByLabel('Live code editor')).toContainText('smooth={true}');

  const smoothed = await settledCanvas(demo);
  await page.getByRole('button', {name: 'Reset options', exact: true}).click();
  await expect(page.getByRole('switch', {name: 'smooth', exact: true})).not.toBeChecked();
  await expect(demo.getByLabel('Live code editor')).not.toContainText('smooth={true}');
  await expect.poll(() => settledCanvas(demo), {timeout: 15_000}).not.toBe(smoothed);
});

test('legend.position bottom moves the pie legend, and a copied link restores it', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const demo = await openUsageDemo(page, '/api/pie');
  await settledCanvas(demo);
  const bottomBefore = await paintedInBand(demo, 0.88, 1);
  await openCommonRow(page, 'legend');
  await page.getByRole('combobox', {name: 'legend.position', exact: true}).selectOption('bottom');
  await expect
    .poll(async () => (await settledCanvas(demo)) && paintedInBand(demo, 0.88, 1))
    .toBeGreaterThan(bottomBefore + 200);
  const drawn = await settledCanvas(demo);

  await page.getByRole('button', {name: 'Copy link to these options', exact: true}).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('options')).toBe('{"legend.position":"bottom"}');

  const fresh = await context.newPage();
  const freshDemo = await openUsageDemo(fresh, link);
  await expect(fresh.getByRole('combobox', {name: 'legend.position', exact: true})).toHaveValue('bottom');
  await expect.poll(() => settledCanvas(freshDemo), {timeout: 15_000}).toBe(drawn);
});

test('a hostile link is ignored with a note and nothing from it runs', async ({page}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const hostile = JSON.stringify({
    smooth: '<img src=x onerror=alert(1)>',
    __proto__: {polluted: true},
    constructor: {prototype: {polluted: true}},
    'xAxis.label.rotate': 'alert(1)',
    'no.such.option': 1,
    xField: 'x'.repeat(600),
  }).replace('"smooth"', '"__proto__":{"polluted":true},"smooth"');
  const demo = await openUsageDemo(page, `/api/line?options=${encodeURIComponent(hostile)}`);
  const note = page.getByRole('note');
  await expect(note).toContainText('Ignored from the link:');
  for (const name of ['__proto__', 'constructor', 'smooth', 'xAxis.label.rotate', 'no.such.option', 'xField']) {
    await expect(note).toContainText(name);
  }
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => 'polluted' in {})).toBe(false);
  await expect(page.getByRole('switch', {name: 'smooth', exact: true})).not.toBeChecked();
  await expectChartDrawn(demo);
  expect(dialogs).toBe(0);

  const huge = await openUsageDemo(
    page,
    // Over the 12,000-character cap on the encoded parameter (MAX_PARAM_LENGTH).
    `/api/line?options=${encodeURIComponent(JSON.stringify({xField: 'a'.repeat(13_000)}))}`,
  );
  await expect(page.getByRole('note')).toContainText('the whole options parameter');
  await expectChartDrawn(huge);
});

test('every control is named by its option path', async ({page}) => {
  await openUsageDemo(page, '/api/line');
  await openCommonRow(page, 'xAxis', 'xAxis.label');
  await expect(page.getByRole('spinbutton', {name: 'xAxis.label.rotate', exact: true})).toBeVisible();
  await page.getByRole('button', {name: 'Expand point', exact: true}).click();
  await expect(page.getByRole('spinbutton', {name: 'point.size', exact: true})).toBeVisible();
  const rows = page.locator('tr[id^="prop-"]');
  const mismatches = await rows.evaluateAll((elements) =>
    elements.flatMap((row) => {
      const path = row.id.slice('prop-'.length);
      const control = row.querySelector('td:last-child input, td:last-child select');
      if (!control) return [];
      const name = control.getAttribute('aria-label');
      return name === path ? [] : [`${path}: ${name}`];
    }),
  );
  expect(mismatches).toEqual([]);
  expect(await rows.locator('td:last-child :is(input, select)').count()).toBeGreaterThan(20);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious with controls changed in ${theme} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: theme});
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const demo = await openUsageDemo(page, '/api/line');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('switch', {name: 'smooth', exact: true}).check();
    await openCommonRow(page, 'legend');
    await page.getByRole('combobox', {name: 'legend.position', exact: true}).selectOption('bottom');
    await expectChartDrawn(demo);
    const {violations} = await new AxeBuilder({page}).setLegacyMode().disableRules(['nested-interactive']).analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(' | ')}`,
      );
    expect(blocking).toEqual([]);
  });
}
