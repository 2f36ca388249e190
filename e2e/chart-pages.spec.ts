import path from 'node:path';
import {test, expect} from './fixtures';
import {expectChartDrawn} from './charts';
import {loadChartRegistry} from '../plugins/chart-docs/src/loadChartRegistry';
import {scanDemos} from '../plugins/chart-docs/src/scanDemos';

const SITE_DIR = path.resolve(__dirname, '..');
const charts = loadChartRegistry(SITE_DIR);
const demos = scanDemos(SITE_DIR);

test.describe('chart pages', () => {
  test.describe.configure({mode: 'parallel'});

  for (const chart of charts) {
    test(`/api/${chart.slug} draws its chart and lists its props`, async ({page}) => {
      await page.goto(`/api/${chart.slug}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(chart.title);
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(page.getByRole('tab', {name: 'Doc'})).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', {level: 2, name: 'Usage'})).toBeVisible();
      await expect(page.getByRole('heading', {level: 2, name: 'API'})).toBeVisible();

      const demo = page.locator('[role="tabpanel"]:not([hidden]) [data-demo-id]').first();
      await expectChartDrawn(demo);

      const table = page.locator('table').filter({has: page.getByRole('columnheader', {name: 'Property'})});
      await table.scrollIntoViewIfNeeded();
      for (const header of ['Property', 'Type', 'Default', 'Description']) {
        await expect(table.getByRole('columnheader', {name: header})).toBeVisible();
      }
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(3);
    });
  }
});

test.describe('page tabs', () => {
  test('?tab=examples shows every demo of the chart', async ({page}) => {
    await page.goto('/api/line?tab=examples');
    await expect(page.getByRole('tab', {name: 'Examples'})).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    const expected = demos.filter((d) => d.group === 'line').length;
    await expect(panel.locator('[data-demo-id]')).toHaveCount(expected);
    await expectChartDrawn(panel.locator('[data-demo-id]').last());
  });

  test('the Examples tab has no skipped heading level: each demo title is an h2 under the page title', async ({
    page,
  }) => {
    await page.goto('/api/pie?tab=examples');
    await expect(page.getByRole('tab', {name: 'Examples'})).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    const count = demos.filter((d) => d.group === 'pie').length;
    expect(count).toBeGreaterThan(1);
    await expect(panel.locator('[data-demo-id]')).toHaveCount(count);
    await expect(panel.getByRole('heading', {level: 2})).toHaveCount(count);
    await expect(panel.getByRole('heading', {level: 3})).toHaveCount(0);
  });

  for (const query of [
    '?tab=nonsense',
    '?tab=doc&tab=examples',
    `?tab=${'x'.repeat(5000)}`,
    '?tab=%E0%A4%A',
    '?tab=',
  ]) {
    test(`${query.slice(0, 30)} falls back to Doc`, async ({page}) => {
      await page.goto(`/api/line${query}`);
      await expect(page.getByRole('tab', {name: 'Doc'})).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', {level: 2, name: 'Usage'})).toBeVisible();
    });
  }

  test('a chart with a single demo still shows its tab bar', async ({page}) => {
    const single = charts.find((c) => demos.filter((d) => d.group === c.slug).length === 1);
    test.skip(!single, 'every chart has several demos');
    await page.goto(`/api/${single?.slug}`);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(1);
  });
});

test.describe('standalone demo pages', () => {
  test.describe.configure({mode: 'parallel'});

  for (const demo of demos) {
    test(`/~demos/${demo.id} renders the demo alone`, async ({page}) => {
      const response = await page.goto(`/~demos/${demo.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('navigation', {name: 'Main'})).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(demo.asset.title);
      await expectChartDrawn(page.locator(`[data-demo-id="${demo.id}"]`));
    });
  }

  test('?locale=zh-CN switches the page strings, unknown locales fall back to English', async ({page}) => {
    await page.goto('/~demos/line-basic?locale=zh-CN');
    await expect(page.getByRole('link', {name: '在文档中查看'})).toBeVisible();
    await page.goto('/~demos/line-basic?locale=xx-XX');
    await expect(page.getByRole('link', {name: 'Open in the documentation'})).toBeVisible();
  });

  for (const bad of ['/~demos/unknown', '/~demos/%00', '/~demos/__proto__']) {
    test(`${bad} says the page does not exist`, async ({page, consoleGuard}) => {
      consoleGuard.allow(/status of 404/);
      const response = await page.goto(bad);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {name: 'PAGE NOT FOUND'})).toBeVisible();
    });
  }
});

test.describe('props table', () => {
  test('the common options arrive when their group is opened, and objects expand in place', async ({page}) => {
    await page.goto('/api/line');
    const group = page.getByRole('button', {name: /^Common options \(\d+\)$/});
    await group.scrollIntoViewIfNeeded();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', {name: 'Expand xAxis', exact: true})).toHaveCount(0);

    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', {name: 'Expand xAxis', exact: true}).click();
    await expect(page.locator('[id="prop-xAxis.label"]')).toBeVisible();
  });

  test('a link to a common option opens its group and rows and shows it', async ({page}) => {
    await page.goto('/api/line#prop-xAxis.label');
    const row = page.locator('[id="prop-xAxis.label"]');
    await expect(row).toBeInViewport();
    await expect(page.getByRole('button', {name: /^Common options/})).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', {name: 'Expand xAxis', exact: true})).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
