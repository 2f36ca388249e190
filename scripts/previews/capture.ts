/**
 * Drawing demos in Chromium and taking their pictures. The standalone demo
 * page (`/~demos/{id}`) is resized so its chart box is exactly the preview's
 * size; motion is reduced, so the engine draws its last frame at once, which
 * is also what the live chart first shows when it replaces the preview.
 */
import type {Browser, Page} from '@playwright/test';
import {PREVIEW_WIDTH} from '../../plugins/chart-docs/src';
import {SOCIAL_CARD} from '../../plugins/chart-docs/src';

export type ColorMode = 'light' | 'dark';

/** Encoded by Chromium itself (CDP `Page.captureScreenshot`, WebP included): no image library needed. */
export interface ImageFormat {
  format: 'webp' | 'png' | 'jpeg';
  /** 0-100 for webp and jpeg. */
  quality?: number;
}

export const PREVIEW_FORMAT: ImageFormat = {format: 'webp', quality: 85};
export const CARD_FORMAT: ImageFormat = {format: 'png'};

/** The chart box of the standalone page: the last `div` of its `main`. */
const CHART_BOX = 'main[data-demo-id] > div:last-child';
const DRAW_TIMEOUT_MS = 20_000;
const STEADY_INTERVAL_MS = 250;

/** A page in one color mode, reused for every demo (the engine stays in the HTTP cache). */
export interface DemoCamera {
  /** The demo's chart at PREVIEW_WIDTH x height. */
  preview(demo: {id: string; height: number}, image?: ImageFormat): Promise<Buffer>;
  /** The standalone page (title bar and chart) at the social card's size. */
  card(id: string, image?: ImageFormat): Promise<Buffer>;
  close(): Promise<void>;
}

async function open(page: Page, origin: string, id: string): Promise<void> {
  const response = await page.goto(`${origin}/~demos/${id}`, {waitUntil: 'load'});
  if (!response?.ok()) {
    throw new Error(`/~demos/${id} answered ${response?.status() ?? 'nothing'}; is the build up to date?`);
  }
}

/** Waits until the chart has painted and two looks a moment apart see the same pixels. */
async function waitForSteadyChart(page: Page, id: string): Promise<void> {
  const deadline = Date.now() + DRAW_TIMEOUT_MS;
  let previous = '';
  while (Date.now() < deadline) {
    const current = await page.evaluate((selector) => {
      const box = document.querySelector(selector);
      const canvas = box?.querySelector('canvas');
      if (canvas && canvas.width > 0 && canvas.height > 0) {
        return canvas.toDataURL();
      }
      const svg = box?.querySelector('svg');
      return svg && svg.querySelectorAll('path, rect, circle').length > 0 ? svg.outerHTML : '';
    }, CHART_BOX);
    if (current !== '' && current === previous) {
      return;
    }
    previous = current;
    await page.waitForTimeout(STEADY_INTERVAL_MS);
  }
  throw new Error(`${id}: the chart did not finish drawing within ${DRAW_TIMEOUT_MS / 1000} s`);
}

async function screenshot(
  page: Page,
  clip: {x: number; y: number; width: number; height: number},
  image: ImageFormat,
): Promise<Buffer> {
  const session = await page.context().newCDPSession(page);
  try {
    const {data} = await session.send('Page.captureScreenshot', {
      format: image.format,
      quality: image.quality,
      clip: {...clip, scale: 1},
      captureBeyondViewport: true,
    });
    return Buffer.from(data, 'base64');
  } finally {
    await session.detach();
  }
}

export async function openCamera(browser: Browser, origin: string, mode: ColorMode): Promise<DemoCamera> {
  const context = await browser.newContext({
    viewport: {width: PREVIEW_WIDTH + 200, height: 800},
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  const page = await context.newPage();
  return {
    async preview(demo, image = PREVIEW_FORMAT) {
      await page.setViewportSize({width: PREVIEW_WIDTH + 200, height: demo.height + 200});
      await open(page, origin, demo.id);
      await page.addStyleTag({
        content: `${CHART_BOX} { flex: none; padding: 0; width: ${PREVIEW_WIDTH}px; height: ${demo.height}px; }`,
      });
      await waitForSteadyChart(page, demo.id);
      const box = await page.locator(CHART_BOX).boundingBox();
      if (!box) {
        throw new Error(`${demo.id}: the standalone page has no chart box`);
      }
      return screenshot(page, {x: box.x, y: box.y, width: PREVIEW_WIDTH, height: demo.height}, image);
    },
    async card(id, image = CARD_FORMAT) {
      await page.setViewportSize(SOCIAL_CARD);
      await open(page, origin, id);
      await waitForSteadyChart(page, id);
      return screenshot(page, {x: 0, y: 0, ...SOCIAL_CARD}, image);
    },
    close: () => context.close(),
  };
}
