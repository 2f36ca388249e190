import {test, expect} from './fixtures';
import {waitForHydration} from './fixtures';

/**
 * The props table tells the truth and can be read: the engine's defaults in
 * the Default column, what a callback receives, whole types on expand, and no
 * column cut off in the 1280 px layout.
 */

test.use({viewport: {width: 1280, height: 900}});

function row(page: import('@playwright/test').Page, path: string) {
  return page.locator(`tr[id="prop-${path}"]`);
}

test('Line shows the engine defaults, callbacks’ parameters, and fits 1280 px', async ({page}) => {
  await page.goto('/api/line#prop-tooltip.formatter');
  await waitForHydration(page);
  const formatter = row(page, 'tooltip.formatter');
  await expect(formatter).toBeVisible({timeout: 15_000});
  await expect(formatter).toContainText('The function receives:');
  await expect(formatter).toContainText('datum: Datum');
  await expect(formatter.locator('code', {hasText: 'tooltip.fields'}).first()).toBeVisible();
  // Inline Markdown is rendered: no raw backticks in the description.
  expect(await formatter.locator('td').nth(2).textContent()).not.toContain('`');

  await page.goto('/api/line#prop-legend.position');
  // Read back from the drawn chart, with the condition it holds under, its option names as code.
  const position = row(page, 'legend.position').locator('td').nth(1);
  await expect(position).toContainText('"top-left"');
  await expect(position).toContainText('as drawn (with a seriesField)');
  await expect(position.locator('code', {hasText: 'seriesField'})).toBeVisible();
  await page.goto('/api/line#prop-tooltip.showDelay');
  // A number (G2's tooltip action waits 16 ms), not the typings' "16ms", which the cell names as theirs.
  const showDelay = row(page, 'tooltip.showDelay').locator('td').nth(1);
  await expect(showDelay.locator('code').first()).toHaveText('16');
  await expect(showDelay).toContainText('the typings say "16ms"');

  const region = page.getByRole('region', {name: 'Properties of Line'});
  const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('Sankey names where the typings differ from the engine; Funnel’s shortened type expands', async ({page}) => {
  await page.goto('/api/sankey#prop-nodePaddingRatio');
  await waitForHydration(page);
  const cell = row(page, 'nodePaddingRatio').locator('td').nth(1);
  await expect(cell).toContainText('0.01');
  await expect(cell).toContainText('the typings say 0.03');

  // Funnel's conversionTag is one of the 113 shortened types (of 45,694 rows).
  await page.goto('/api/funnel#prop-conversionTag');
  const fullType = row(page, 'conversionTag').locator('summary', {hasText: 'Full type'});
  await fullType.scrollIntoViewIfNeeded();
  await fullType.click();
  const whole = (await fullType.locator('xpath=..').locator(':scope > code').textContent()) ?? '';
  expect(whole).not.toContain('…');
  expect(whole.length).toBeGreaterThan(0);
});

test('Annotations are shown by type: each field says which types have it', async ({page}) => {
  await page.goto('/api/line#prop-annotations.src');
  await waitForHydration(page);
  const src = row(page, 'annotations.src');
  await expect(src).toBeVisible({timeout: 15_000});
  await expect(src.locator('th')).toContainText("Only with type 'image'");
  await expect(row(page, 'annotations.type')).toContainText("'dataMarker'");
  // `text` is typed one way for line annotations and another for data markers and regions.
  const text = row(page, 'annotations.text').locator('td').first();
  await expect(text.getByRole('listitem')).toHaveText([
    "LineAnnotationTextCfg with type 'line'",
    "null | EnhancedTextCfg with type 'dataMarker', 'dataRegion'",
  ]);
  await expect(row(page, 'annotations.offsetX').locator('th')).not.toContainText('Only with type');
});

test('Interactions list the names the engine registers', async ({page}) => {
  await page.goto('/api/line#prop-interactions.type');
  await waitForHydration(page);
  const type = row(page, 'interactions.type');
  await expect(type).toBeVisible({timeout: 15_000});
  const names = type.locator('summary', {hasText: 'names the engine registers'});
  await names.click();
  await expect(type.locator('details code', {hasText: "'element-active'"})).toBeVisible();
  await expect(type.locator('details code', {hasText: "'drill-down'"})).toBeVisible();
});
