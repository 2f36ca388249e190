import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn, openUsageDemo} from './charts';
import {expectFigureWithDataTable} from './chartFigure';
import {DRAWN_PARTS, expectRowShown, partPaths, pointAtPart, startInspecting} from './inspector';
import {EXPECTED_CHART_SLUGS} from '../plugins/chart-docs/src/__tests__/__fixtures__/expectedChartSlugs';
import {loadChartRegistry} from '../plugins/chart-docs/src/loadChartRegistry';
import {scanDemos} from '../plugins/chart-docs/src/scanDemos';

const SITE_DIR = path.resolve(__dirname, '..');
const charts = loadChartRegistry(SITE_DIR);
const demos = scanDemos(SITE_DIR);

/**
 * Each chart page is opened once for every check that needs its live chart
 * (opening one costs a page load, hydration and the engine's start): the Doc
 * tab with its props table, the chart as a described figure with a data
 * table, and the inspector finding each part it lists and leading to its row.
 */
test.describe('chart pages', () => {
  test.describe.configure({mode: 'parallel'});

  test('the registry, the expected charts and the inspector parts name the same charts', () => {
    const slugs = charts.map((chart) => chart.slug).sort();
    expect(slugs).toEqual([...EXPECTED_CHART_SLUGS].sort());
    expect(Object.keys(DRAWN_PARTS).sort()).toEqual(slugs);
  });

  for (const chart of charts) {
    test(`/api/${chart.slug} draws its chart, lists its props, describes it and leads from each part to its row`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const demo = await openUsageDemo(page, `/api/${chart.slug}`);

      await test.step('the Doc tab lists the props', async () => {
        await expect(page.getByRole('heading', {level: 1})).toHaveText(chart.title);
        await expect(page.getByRole('tablist')).toBeVisible();
        await expect(page.getByRole('tab', {name: 'Doc'})).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('heading', {level: 2, name: 'Usage'})).toBeVisible();
        await expect(page.getByRole('heading', {level: 2, name: 'API'})).toBeVisible();
        // The chart drawn is the Usage demo, in the Doc tab.
        expect(await demo.evaluate((element) => element.closest('[role="tabpanel"]:not([hidden])') !== null)).toBe(
          true,
        );
        const table = page.locator('table').filter({has: page.getByRole('columnheader', {name: 'Property'})});
        await table.scrollIntoViewIfNeeded();
        for (const header of ['Property', 'Type', 'Default', 'Description']) {
          await expect(table.getByRole('columnheader', {name: header})).toBeVisible();
        }
        expect(await table.locator('tbody tr').count()).toBeGreaterThan(3);
      });

      await test.step('the chart is a named, described figure with a data table', async () => {
        await expectFigureWithDataTable(demo);
      });

      await test.step('the inspector finds every part and leads to an existing row', async () => {
        const expected = DRAWN_PARTS[chart.slug] ?? [];
        const list = await startInspecting(demo);
        // Data labels arrive after the chart's render; the list follows.
        await expect.poll(() => partPaths(list)).toEqual(expect.arrayContaining([...expected]));
        const found = await partPaths(list);
        // The pointer finds the main geometry by hit-testing the canvas.
        await pointAtPart(page, demo, list, expected[0]!);
        for (const part of found) {
          await list.getByRole('link', {name: part, exact: true}).click();
          await expectRowShown(page, part);
        }
      });
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

  test('an "On this page" link to a Doc heading on the Examples tab opens Doc at that heading; Back returns', async ({
    page,
  }) => {
    await page.goto('/api/pie?tab=examples');
    const examplesTab = page.getByRole('tab', {name: 'Examples'});
    await expect(examplesTab).toHaveAttribute('aria-selected', 'true');
    const toc = page.locator('.theme-doc-toc-desktop');
    await toc.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page.getByRole('tab', {name: 'Doc'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', {level: 2, name: 'API', exact: true})).toBeInViewport();
    expect(new URL(page.url()).search).toBe('?tab=doc');
    expect(new URL(page.url()).hash).toBe('#api');

    await page.goBack();
    await expect(examplesTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden]) [data-demo-id]').first()).toBeVisible();
  });

  test('an "On this page" link to Events, below the props table drawn after it, lands on Events', async ({page}) => {
    await page.goto('/api/pie?tab=examples');
    await waitForHydration(page);
    await page.locator('.theme-doc-toc-desktop').getByRole('link', {name: 'Events', exact: true}).click();
    await expect(page.getByRole('tab', {name: 'Doc'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', {level: 2, name: 'Events', exact: true})).toBeInViewport();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('heading', {level: 2, name: 'Events', exact: true})).toBeInViewport();
  });

  // Events is drawn after its panel (the chart's recorded events load first): the landing waits for it.
  test('an "On this page" link followed with Enter after Back lands on its heading', async ({page}) => {
    await page.goto('/api/pie?tab=examples');
    const toc = page.locator('.theme-doc-toc-desktop');
    await toc.getByRole('link', {name: 'API', exact: true}).click();
    await page.goBack();
    await expect(page.getByRole('tab', {name: 'Examples'})).toHaveAttribute('aria-selected', 'true');
    await toc.getByRole('link', {name: 'Events', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', {name: 'Doc'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', {level: 2, name: 'Events', exact: true})).toBeInViewport();
  });

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

  // One demo per chart (and the guide's first): e2e/demo-sweep.spec.ts opens every demo's page.
  const firstOfEachGroup = demos.filter((demo, index) => demos.findIndex((d) => d.group === demo.group) === index);
  for (const demo of firstOfEachGroup) {
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
