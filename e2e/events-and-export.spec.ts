import fs from 'node:fs';
import {test, expect, waitForHydration} from './fixtures';
import {openUsageDemo} from './charts';
import {EXPECTED_CHART_SLUGS} from '../plugins/chart-docs/src/__tests__/__fixtures__/expectedChartSlugs';
import type {Locator, Page} from '@playwright/test';

/**
 * Each chart page's Events section, the demo toolbar's Event log and its
 * Download PNG, as a visitor uses them.
 */

test.describe('events', () => {
  test('every chart page has an Events section naming, in code, each event the engine recorder saw', async ({
    request,
  }) => {
    const record = JSON.parse(fs.readFileSync('plugins/chart-docs/engineRecord.json', 'utf8')) as {
      charts: Record<string, {events: {events: Array<{name: string; plot: boolean}>}}>;
    };
    for (const slug of EXPECTED_CHART_SLUGS) {
      const html = await (await request.get(`/api/${slug}`)).text();
      // Checked as booleans: a failing match would print the whole page.
      expect(/<h2[^>]*id="?events"?[^>]*>Events/.test(html), `${slug}: Events heading`).toBe(true);
      const missing = record.charts[slug]!.events.events.filter(
        (event) => !html.includes(`<code>${event.name}</code>`),
      );
      expect(
        missing.map((event) => event.name),
        `${slug}: recorded events not listed`,
      ).toEqual([]);
      expect(html.includes('<code>element:click</code>'), `${slug}: element:click`).toBe(true);
      expect(html.includes('event.data.data'), `${slug}: the record`).toBe(true);
    }
  });

  test('the Events section follows API and lists the legend events of a chart with a legend', async ({page}) => {
    await page.goto('/api/line');
    const headings = await page.getByRole('heading', {level: 2}).allTextContents();
    expect(headings.map((text) => text.replace(/\u200b|#/g, '').trim())).toEqual(
      expect.arrayContaining(['API', 'Events']),
    );
    const names = headings.map((text) => text.replace(/\u200b|#/g, '').trim());
    expect(names.indexOf('Events')).toBeGreaterThan(names.indexOf('API'));
    await expect(page.locator('[data-event-group="legend"]')).toContainText('legend-item:click');
  });

  test("a chart's events come with its page alone: in its HTML, kept through hydration, or fetched after a link", async ({
    page,
  }) => {
    /** Scripts holding recorded event groups (Line's chart-only events as data), by path. */
    const eventScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (/chartOnly"?:\["afterchangesize"/.test(body)) eventScripts.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(eventScripts, 'scripts of the home page holding events').toEqual([]);

    await page.goto('/api/line');
    const table = page.getByRole('region', {name: 'Events by part'});
    const served = await table.innerHTML();
    const servedBox = await table.boundingBox();
    expect(served).toContain('<code>legend-item:click</code>');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(await table.innerHTML()).toBe(served);
    // The same rows in the same box: hydration neither re-rendered nor resized the table.
    const box = await table.boundingBox();
    expect([box?.width, box?.height]).toEqual([servedBox?.width, servedBox?.height]);
    expect(eventScripts, 'the HTML has the events: no script needed').toEqual([]);

    // A link inside the site renders the page in the browser: its events file comes with it.
    await page.goto('/api/pie');
    await waitForHydration(page);
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Line', exact: true}).click();
    await expect(page.locator('[data-event-group="legend"]')).toContainText('legend-item:click');
    await expect.poll(() => eventScripts.length).toBe(1);
  });
});

/**
 * Moves the pointer along a line low in the plot until the log says it
 * entered a drawn element (G2 emits the element's event, then the plot's).
 */
async function pointAtElement(page: Page, demo: Locator, log: Locator): Promise<{x: number; y: number}> {
  const box = await demo.locator('canvas').first().boundingBox();
  if (!box) throw new Error('the chart has no canvas');
  const y = box.y + box.height * 0.8;
  const entered = log.getByRole('listitem').filter({hasText: /^element:mouseenter/});
  for (let x = box.x + box.width * 0.1; x < box.x + box.width * 0.95; x += 6) {
    await page.mouse.move(x, y);
    if ((await entered.count()) > 0) return {x: x + 3, y};
  }
  throw new Error(`no element found under the pointer; the log says: ${(await log.textContent())?.slice(0, 300)}`);
}

test.describe('event log', () => {
  test('clicking a column with the Event log on logs element:click with its record, newest first', async ({page}) => {
    const demo = await openUsageDemo(page, '/api/column');
    const toggle = demo.getByRole('button', {name: 'Event log'});
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const log = demo.getByRole('log', {name: 'Event log'});
    await expect(log).toBeVisible();

    const point = await pointAtElement(page, demo, log);
    await page.mouse.click(point.x, point.y);
    const clicks = log.getByRole('listitem').filter({hasText: /^element:click/});
    await expect(clicks.first()).toContainText(/"month":"[A-Z][a-z]{2}","rainfall":\d+/);
    // Newest first: the click's entries come before the pointer's earlier moves.
    const texts = await log.getByRole('listitem').allTextContents();
    const firstClick = texts.findIndex((text) => text.startsWith('element:click'));
    const firstEnter = texts.findIndex((text) => text.startsWith('element:mouseenter'));
    expect(firstClick).toBeGreaterThanOrEqual(0);
    expect(firstEnter).toBeGreaterThan(firstClick);

    // Pointer moves are thinned and the list is capped.
    for (let step = 0; step < 60; step += 1) await page.mouse.move(point.x + (step % 10), point.y - step);
    const moves = await log
      .getByRole('listitem')
      .filter({hasText: /^plot:mousemove/})
      .count();
    expect(moves).toBeLessThan(30);

    await demo.getByRole('button', {name: 'Clear'}).click();
    await expect(log.getByRole('listitem').filter({hasText: /^element:/})).toHaveCount(0);
    await toggle.click();
    await expect(demo.getByRole('log', {name: 'Event log'})).toHaveCount(0);
  });
});

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

for (const deviceScaleFactor of [1, 2]) {
  test.describe(`download PNG at device pixel ratio ${deviceScaleFactor}`, () => {
    test.use({deviceScaleFactor});

    test('saves {demo id}.png of the chart size times the pixel ratio', async ({page}) => {
      const demo = await openUsageDemo(page, '/api/column');
      const id = await demo.getAttribute('data-demo-id');
      const box = await demo.locator('canvas').first().boundingBox();
      if (!box || !id) throw new Error('no drawn chart');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        demo.getByRole('button', {name: 'Download PNG'}).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${id}.png`);
      const file = await download.path();
      const size = pngSize(fs.readFileSync(file));
      expect(size.width).toBe(Math.round(box.width * deviceScaleFactor));
      expect(size.height).toBe(Math.round(box.height * deviceScaleFactor));
    });
  });
}

test('the API index documents the chart instance methods with arguments and an example', async ({request}) => {
  const html = await (await request.get('/api')).text();
  expect(html).toMatch(/<h3[^>]*>Chart instance methods/);
  for (const method of ['update', 'changeData', 'changeSize', 'render', 'destroy', 'toDataURL', 'downloadImage']) {
    expect(html, method).toContain(`<code>${method}(`);
  }
});
