import {expect, type Locator} from '@playwright/test';

/**
 * What a screen-reader user meets in a demo: the chart is a figure named
 * after the demo's title and described by its description and its data, and
 * the `Show data table` button opens a table of the chart's records.
 */

/** The title and description a demo shows above its chart. */
async function demoText(demo: Locator): Promise<{title: string; description: string}> {
  const header = demo.locator('h3').first();
  return {
    title: (await header.textContent())?.trim() ?? '',
    description: (await demo.locator('p').first().textContent())?.trim() ?? '',
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The demo's chart is one figure, named by the demo's title and described by
 * its text, then by the chart. Returns the figure and the title.
 */
export async function expectNamedDescribedFigure(demo: Locator): Promise<{figure: Locator; title: string}> {
  const {title, description} = await demoText(demo);
  const figure = demo.getByRole('figure');
  await expect(figure).toHaveCount(1);
  await expect(figure).toHaveAccessibleName(title);
  await expect(figure).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(description)} .+ chart, `));
  return {figure, title};
}

/**
 * The figure is focusable, and its data table opens with a caption, column
 * headers and as many rows as the description counts points, then closes.
 */
export async function expectFigureWithDataTable(demo: Locator): Promise<void> {
  const {figure, title} = await expectNamedDescribedFigure(demo);
  await expect(figure).toHaveAttribute('tabindex', '0');

  const show = demo.getByRole('button', {name: 'Show data table'});
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  const hide = demo.getByRole('button', {name: 'Hide data table'});
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  const table = demo.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.locator('caption')).toContainText(title);
  expect(await table.locator('thead th[scope="col"]').count()).toBeGreaterThan(0);
  const rows = await table.locator('tbody tr').count();
  expect(rows).toBeGreaterThan(0);
  // The summary in the description counts the same records.
  await expect(figure).toHaveAccessibleDescription(
    new RegExp(`, ${rows === 1 ? '1 point' : `${rows.toLocaleString('en-US')} points`}[,.]`),
  );
  await hide.click();
  await expect(demo.getByRole('table')).toHaveCount(0);
}
