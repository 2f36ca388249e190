import {expect, type Locator, type Page} from '@playwright/test';
import {waitForHydration} from './fixtures';

/**
 * Counts painted pixels of the first canvas inside a demo. Every chart here
 * draws on a canvas; the demo's toolbar icons and its preview picture must not
 * count as a drawn chart.
 */
async function paintedAmount(demo: Locator): Promise<number> {
  return demo.evaluate((element) => {
    const canvas = element.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0 || canvas.height === 0) return 0;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let alpha = 3; alpha < pixels.length; alpha += 4 * 5) {
      if (pixels[alpha] > 0) painted += 1;
    }
    return painted;
  });
}

/**
 * Fails unless the demo's chart has drawn something visible. The pointer
 * rests on the demo's top corner first, as a visitor's would: with a picture
 * in the chart's place the engine otherwise starts only once the page has
 * settled (plugins/chart-docs/src/client/charts/engineStart.ts), seconds later.
 */
export async function expectChartDrawn(demo: Locator): Promise<void> {
  await demo.scrollIntoViewIfNeeded();
  await demo.hover({position: {x: 1, y: 1}});
  await expect
    .poll(() => paintedAmount(demo), {timeout: 20_000, message: 'the chart stayed blank'})
    .toBeGreaterThan(200);
}

/**
 * Opens a page and returns its first demo in view (a chart page's Usage
 * demo) once the page has hydrated and the demo's chart has drawn.
 */
export async function openUsageDemo(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  const demo = page.locator('[data-demo-id]:visible').first();
  await expectChartDrawn(demo);
  return demo;
}
