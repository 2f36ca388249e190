import path from 'node:path';
import type {Page} from '@playwright/test';
import {scanDemos} from '../plugins/chart-docs/src/scanDemos';
import {expect, test} from './fixtures';
import {canvasTextProblems, htmlContrastProblems} from './demoContrast';
import {layoutProblems, sizeAsPreview, waitForSteadyLayout} from './demoLayout';

/**
 * Opens every demo on its standalone page (`/~demos/{id}`), its chart box the size of a chart page's preview
 * box, and fails on a chart that stays blank, text without contrast in the light or the dark mode
 * or a data label cut off by the canvas edge (demoContrast.ts), a demo that does not fill its box (clipped,
 * scrolling, a blank band, statistic texts overlapping: demoLayout.ts), a page that does not answer or lacks the demo's
 * title, a console error or an uncaught error, naming the demo. Demos are checked in batches, one test a
 * batch, so both workers share the sweep and a failure names its batch.
 */
const ALL_DEMOS = scanDemos(path.resolve(__dirname, '..'));
/** `DEMO_SWEEP_IDS=pie-basic,line-basic` sweeps only those demos (after changing them); unknown ids fail at once. */
const ONLY = process.env.DEMO_SWEEP_IDS?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const unknownIds = ONLY?.filter((id) => !ALL_DEMOS.some((demo) => demo.id === id)) ?? [];
if (unknownIds.length > 0) {
  throw new Error(`DEMO_SWEEP_IDS names no demo: ${unknownIds.join(', ')}`);
}
const DEMOS = ONLY ? ALL_DEMOS.filter((demo) => ONLY.includes(demo.id)) : ALL_DEMOS;
const BATCH_SIZE = 30;
const BATCHES = Array.from({length: Math.ceil(DEMOS.length / BATCH_SIZE)}, (_, i) =>
  DEMOS.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE),
);
/** The chart box of the standalone page: the last `div` of its `main`. */
const CHART_BOX = 'main[data-demo-id] > div:last-child';
/** Fewer painted pixels than this (every fifth pixel sampled) is a blank chart or a lone axis line. */
const MIN_PAINTED = 400;
const DRAW_TIMEOUT_MS = 15_000;

if (!process.env.TEST_WORKER_INDEX) {
  console.log(`Demo sweep: ${DEMOS.length} demos in ${BATCHES.length} batches of at most ${BATCH_SIZE}`);
}

test.use({reducedMotion: 'reduce'});
test.describe.configure({mode: 'parallel'});

async function paintedPixels(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    let painted = 0;
    for (const canvas of Array.from(document.querySelectorAll<HTMLCanvasElement>(`${selector} canvas`))) {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) continue;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let alpha = 3; alpha < pixels.length; alpha += 4 * 5) {
        if (pixels[alpha] > 0) painted += 1;
      }
    }
    return painted;
  }, CHART_BOX);
}

/** How long a chart may take to redraw in the other colour mode (no animation: reduced motion). */
const MODE_SWITCH_MS = 600;

/**
 * Contrast problems of the drawn demo in light mode, then after switching the page to dark mode, and its
 * data labels cut off by the canvas edge (looked at once: the colour mode does not move them).
 */
async function contrastInBothModes(page: Page, id: string): Promise<string[]> {
  const problems: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    // The charts follow `<html data-theme>` (plugins/chart-docs/src/client/charts/useSiteColorMode.ts), as the Color mode button sets it.
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    await page.waitForTimeout(mode === 'light' ? 0 : MODE_SWITCH_MS);
    const found = [
      ...(await htmlContrastProblems(page, CHART_BOX)),
      ...(await canvasTextProblems(page, CHART_BOX, mode === 'light')),
    ];
    problems.push(...found.map((problem) => `${id} (${mode} mode): ${problem}`));
  }
  return problems;
}

BATCHES.forEach((batch, index) => {
  const first = index * BATCH_SIZE + 1;
  test(`draws demos ${first}-${first + batch.length - 1} of ${DEMOS.length} without errors`, async ({page}) => {
    test.setTimeout(batch.length * 12_000);
    const started = Date.now();
    let current = '';
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console.error: ${message.text()}`);
    });
    for (const demo of batch) {
      current = demo.id;
      const response = await page.goto(`/~demos/${demo.id}`);
      if (!response?.ok()) {
        problems.push(`${demo.id}: /~demos/${demo.id} answered ${response?.status() ?? 'nothing'}`);
        continue;
      }
      await sizeAsPreview(page, CHART_BOX, demo.height);
      const heading = await page.getByRole('heading', {level: 1}).textContent();
      if (heading !== demo.asset.title) {
        problems.push(`${demo.id}: the page's heading is ${JSON.stringify(heading)}, not the demo's title`);
      }
      const deadline = Date.now() + DRAW_TIMEOUT_MS;
      let painted = await paintedPixels(page);
      while (painted < MIN_PAINTED && Date.now() < deadline) {
        await page.waitForTimeout(100);
        painted = await paintedPixels(page);
      }
      if (painted < MIN_PAINTED) {
        problems.push(`${demo.id}: the chart stayed blank (${painted} sampled pixels painted)`);
        continue;
      }
      await waitForSteadyLayout(page, CHART_BOX);
      problems.push(...(await layoutProblems(page, CHART_BOX, demo.height)).map((p) => `${demo.id}: ${p}`));
      problems.push(...(await contrastInBothModes(page, demo.id)));
    }
    console.log(
      `Demo sweep batch ${index + 1}: ${batch.length} demos in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(problems, 'demos that failed').toEqual([]);
  });
});
