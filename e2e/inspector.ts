import {expect, type Locator, type Page} from '@playwright/test';

/**
 * Driving the chart inspector as a visitor does: `Inspect chart` in a demo's
 * toolbar, the `Chart parts` list, the pointer over a part, and the option's
 * row the inspector leads to.
 */

export async function startInspecting(demo: Locator): Promise<Locator> {
  const toggle = demo.getByRole('button', {name: 'Inspect chart'});
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const list = demo.getByRole('list', {name: 'Chart parts'});
  await expect(list.getByRole('link').first()).toBeVisible({timeout: 15_000});
  return list;
}

export async function partPaths(list: Locator): Promise<string[]> {
  return list.getByRole('link').allTextContents();
}

/** The outline the overlay draws over the chart for `path` (hover or list focus). */
export function outline(demo: Locator, path: string): Locator {
  return demo.locator(`[data-chart-inspector-overlay] [data-part-path="${path}"]`);
}

type Frame = {left: number; top: number; right: number; bottom: number};

/**
 * Every pixel down each column, then every other pixel along each row: a
 * line, however thin, that crosses one of them is met.
 */
function* alongLines(
  {top, left, right, bottom}: Frame,
  columns: readonly number[],
  rows: readonly number[],
): Generator<{x: number; y: number}> {
  for (const x of columns) {
    for (let y = top + 0.5; y < bottom; y += 1) yield {x, y};
  }
  for (const y of rows) {
    for (let x = left + 1; x < right; x += 2) yield {x, y};
  }
}

/** Five columns, then five rows, across the frame. */
function scanLines(frame: Frame): Generator<{x: number; y: number}> {
  const fractions = [0.5, 0.3, 0.7, 0.15, 0.85];
  const {left, top, right, bottom} = frame;
  return alongLines(
    frame,
    fractions.map((fraction) => left + (right - left) * fraction),
    fractions.map((fraction) => top + (bottom - top) * fraction),
  );
}

/**
 * Just inside the outline's four sides: the outline bounds the part's pieces,
 * so some piece touches each side (the nodes of a Sankey diagram stand in
 * narrow columns at its far left and right).
 */
function alongSides(frame: Frame): Generator<{x: number; y: number}> {
  const inset = 3;
  const {left, top, right, bottom} = frame;
  return alongLines(frame, [left + inset, right - inset], [top + inset, bottom - inset]);
}

/**
 * The centres of ever finer cells of the frame (1, 4, 16, ... down to 8 px):
 * a shape with some area (a bar, a node, a sector) is met early wherever it
 * lies, where the line scans would first walk the frame's empty middle.
 */
function* refiningGrid({left, top, right, bottom}: Frame): Generator<{x: number; y: number}> {
  for (let cells = 1; (right - left) / cells >= 8 || (bottom - top) / cells >= 8; cells *= 2) {
    const width = (right - left) / cells;
    const height = (bottom - top) / cells;
    for (let row = 0; row < cells; row += 1) {
      for (let column = 0; column < cells; column += 1) {
        yield {x: left + width * (column + 0.5), y: top + height * (row + 0.5)};
      }
    }
  }
}

/** One point from each search in turn, so the pointer spends at most three times what the best one needs. */
function* interleave<T>(...searches: Iterator<T>[]): Generator<T> {
  let active = searches;
  while (active.length > 0) {
    const next: Iterator<T>[] = [];
    for (const search of active) {
      const step = search.next();
      if (step.done) continue;
      yield step.value;
      next.push(search);
    }
    active = next;
  }
}

/**
 * Moves the pointer over the outlined area of a part until the inspector
 * names that part under the pointer, as a visitor would, and returns the point.
 */
export async function pointAtPart(
  page: Page,
  demo: Locator,
  list: Locator,
  part: string,
): Promise<{x: number; y: number}> {
  const canvas = demo.locator('canvas').first();
  await list.getByRole('link', {name: part, exact: true}).hover();
  const shown = await outline(demo, part).boundingBox();
  const before = await canvas.boundingBox();
  if (!shown || !before) throw new Error(`no outline for ${part}`);
  // Away from the list, with the chart in view: only the pointer's outline can show now.
  await page.mouse.move(0, 0);
  await expect(outline(demo, part)).toHaveCount(0);
  await canvas.scrollIntoViewIfNeeded();
  const frame = await canvas.boundingBox();
  if (!frame) throw new Error('the chart has no canvas');
  const left = Math.max(frame.x, frame.x + shown.x - before.x);
  const top = Math.max(frame.y, frame.y + shown.y - before.y);
  const right = Math.min(frame.x + frame.width, left + shown.width);
  const bottom = Math.min(frame.y + frame.height, top + shown.height);
  const points = interleave(
    scanLines({left, top, right, bottom}),
    alongSides({left, top, right, bottom}),
    refiningGrid({left, top, right, bottom}),
  );
  for (const point of points) {
    await page.mouse.move(point.x, point.y);
    if ((await outline(demo, part).count()) > 0) return point;
  }
  throw new Error(`the pointer never found ${part}`);
}

export async function expectRowShown(page: Page, part: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`#prop-${part.replace(/\./g, '\\.')}$`));
  const row = page.locator(`[id="prop-${part}"]`);
  await expect(row).toBeInViewport();
  await expect
    .poll(() => row.evaluate((element) => getComputedStyle(element).backgroundColor))
    .not.toBe('rgba(0, 0, 0, 0)');
}

/**
 * What each chart's Usage demo draws, by option path; the main geometry
 * first. Every one must be found on the chart, and every part found must
 * lead to an existing row of that page.
 */
export const DRAWN_PARTS: Readonly<Record<string, readonly string[]>> = {
  area: ['areaStyle', 'line', 'xAxis.label', 'yAxis.label', 'tooltip'],
  bar: ['barStyle', 'xAxis.label', 'yAxis.label', 'label', 'tooltip'],
  'bidirectional-bar': ['barStyle', 'legend', 'xAxis.label', 'yAxis', 'tooltip'],
  box: ['boxStyle', 'outliersStyle', 'xAxis.label', 'yAxis.label', 'tooltip'],
  bullet: ['bulletStyle', 'xAxis.label', 'yAxis.label', 'legend', 'label', 'tooltip'],
  chord: ['nodeStyle', 'edgeStyle', 'label', 'tooltip'],
  'circle-packing': ['pointStyle', 'label', 'tooltip'],
  column: ['columnStyle', 'xAxis.label', 'yAxis.label', 'label', 'tooltip'],
  'dual-axes': ['geometryOptions', 'legend', 'xAxis.label', 'yAxis.label', 'tooltip'],
  // Facet draws its axes from `axes`/`eachView` and Mix its labels per view: the recorder saw neither read
  // the top-level `xAxis`, `yAxis` or `label`, so those rows (and parts leading to them) are gone.
  facet: ['eachView', 'annotations', 'tooltip'],
  funnel: ['funnelStyle', 'label', 'annotations', 'tooltip'],
  gauge: ['gaugeStyle', 'indicator', 'axis.label', 'statistic'],
  heatmap: ['heatmapStyle', 'xAxis.label', 'yAxis.label', 'label', 'tooltip'],
  histogram: ['columnStyle', 'xAxis.label', 'yAxis.label', 'tooltip'],
  line: ['lineStyle', 'point', 'xAxis.label', 'yAxis.label', 'tooltip'],
  liquid: ['liquidStyle', 'statistic.title', 'statistic.content'],
  mix: ['views', 'tooltip'],
  pie: ['pieStyle', 'legend', 'label', 'tooltip'],
  progress: ['progressStyle'],
  radar: ['lineStyle', 'point', 'area', 'xAxis', 'yAxis', 'legend', 'tooltip'],
  'radial-bar': ['barStyle', 'xAxis.label', 'tooltip'],
  'ring-progress': ['progressStyle', 'statistic.title', 'statistic.content'],
  rose: ['sectorStyle', 'xAxis.label', 'label', 'tooltip'],
  sankey: ['nodeStyle', 'edgeStyle', 'label', 'tooltip'],
  scatter: ['pointStyle', 'xAxis.label', 'yAxis.label', 'tooltip'],
  stock: ['stockStyle', 'xAxis.label', 'yAxis.label', 'legend', 'tooltip'],
  sunburst: ['sunburstStyle', 'label', 'tooltip'],
  'tiny-area': ['areaStyle', 'line', 'tooltip'],
  'tiny-column': ['columnStyle', 'tooltip'],
  'tiny-line': ['lineStyle', 'annotations', 'tooltip'],
  treemap: ['rectStyle', 'legend', 'label', 'tooltip'],
  venn: ['pointStyle', 'label', 'tooltip'],
  violin: ['violinStyle', 'legend', 'xAxis.label', 'yAxis.label', 'tooltip'],
  waterfall: ['waterfallStyle', 'xAxis.label', 'yAxis.label', 'legend', 'label', 'tooltip'],
  'word-cloud': ['wordStyle', 'tooltip'],
};
