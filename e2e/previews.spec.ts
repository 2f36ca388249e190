import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {expectChartDrawn} from './charts';
import {ENGINE_QUIET_START_MS} from '../plugins/chart-docs/src/client/constants';

/**
 * Every demo has a picture of its chart in the prerendered page: it is what a
 * visitor without JavaScript sees, and what everyone sees until the engine
 * draws the live chart over it, with no layout shift. Pages carry a social card.
 */

const CHART_SLUGS = fs
  .readdirSync(path.join(__dirname, '../docs/api'))
  .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
  .map((file) => file.replace(/\.mdx$/, ''));

interface PictureFacts {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  /** The element's box, and how the picture is fitted into it. */
  width: number;
  height: number;
  objectFit: string;
  box: {width: number; height: number};
  /** Distinct colors among sampled pixels: 1 means a blank, one-color picture. */
  colors: number;
}

/** What the visible preview picture of a demo shows, read from its decoded pixels. */
async function visiblePicture(demo: Locator): Promise<PictureFacts> {
  const picture = demo.locator('img:visible').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  return picture.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    context?.drawImage(img, 0, 0);
    const pixels = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
    const colors = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4 * 97) {
      colors.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
    }
    const box = img.closest('[style*="height"]')?.getBoundingClientRect();
    return {
      src: img.currentSrc,
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
      width: img.width,
      height: img.height,
      objectFit: getComputedStyle(img).objectFit,
      box: {width: box?.width ?? 0, height: box?.height ?? 0},
      colors: colors.size,
    };
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('finds the 35 chart pages to check', () => {
    expect(CHART_SLUGS).toHaveLength(35);
  });

  test('the home gallery shows its pictures on a phone', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/');
    const gallery = page.getByRole('region', {name: 'Chart gallery'});
    const demos = gallery.locator('[data-demo-id]');
    expect(await demos.count()).toBeGreaterThan(0);
    for (const demo of await demos.all()) await expect(demo.locator('img:visible')).toHaveCount(1);
  });

  for (const slug of CHART_SLUGS) {
    test(`/api/${slug} shows a picture of its chart in the chart's place`, async ({page}) => {
      await page.goto(`/api/${slug}`);
      const demo = page.locator('[data-demo-id]').first();
      const facts = await visiblePicture(demo);
      expect(facts.src).toMatch(/\/previews\/[a-z0-9-]+-light\.webp$/);
      // Made at the chart box's height, filling the box, scaled into it without distortion.
      expect(facts.naturalWidth).toBe(728);
      expect(facts.naturalHeight).toBe(Math.round(facts.box.height));
      expect(Math.abs(facts.height - facts.box.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(facts.width - facts.box.width)).toBeLessThanOrEqual(1);
      expect(['contain', 'scale-down']).toContain(facts.objectFit);
      // Not blank: a chart has axes, labels and marks in several colors.
      expect(facts.colors).toBeGreaterThan(3);
    });
  }
});

/** The chart engine's chunk, whatever its content hash. */
const ENGINE_CHUNK = /chart-engine[^/]*\.js$/;

/** Waits until the demo holds a chart's canvas, however the engine was started. */
async function expectCanvas(demo: Locator): Promise<void> {
  await expect
    .poll(() => demo.evaluate((element) => element.querySelector('canvas') !== null), {timeout: 20_000})
    .toBe(true);
}

/** Keeps the chart engine from arriving until the returned function is called. */
async function holdChartEngine(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENGINE_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records every layout shift of the page from its start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number}>) {
        shifts.push(entry.value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The sum of the layout shifts recorded so far (the page's CLS, had it one session window). */
async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

test.describe('with JavaScript', () => {
  test('the live chart replaces the picture on /api/line without any layout shift', async ({page}) => {
    await recordLayoutShifts(page);
    await page.goto('/api/line');
    const demo = page.locator('[data-demo-id]').first();
    await expect(demo.locator('img:visible').first()).toBeVisible();
    await waitForHydration(page);
    await expectChartDrawn(demo);
    // The picture goes once the chart's first frame is on screen.
    await expect(demo.locator('img')).toHaveCount(0);
    expect(await layoutShiftTotal(page)).toBe(0);
  });

  test('a link to the Examples tab (prerendered with the Doc tab) opens it without a layout shift', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await recordLayoutShifts(page);
    await page.goto('/api/pie?tab=examples');
    await waitForHydration(page);
    await expect(page.getByRole('tab', {name: 'Examples'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', {level: 2, name: 'Basic pie'})).toBeVisible();
    expect(await layoutShiftTotal(page)).toBe(0);
  });

  test('the engine starts when a visitor points at a chart, before the page has settled', async ({page}) => {
    // A main thread that never goes idle: only the interaction can start the engine.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    let engineRequested = false;
    page.on('request', (request) => {
      engineRequested ||= ENGINE_CHUNK.test(request.url());
    });
    await page.goto('/api/line');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(engineRequested).toBe(false);
    const demo = page.locator('[data-demo-id]').first();
    await demo.hover();
    await expectChartDrawn(demo);
  });

  test('with a mouse and no interaction, the engine starts right after hydration', async ({page}) => {
    let engineRequested = false;
    page.on('request', (request) => {
      engineRequested ||= ENGINE_CHUNK.test(request.url());
    });
    await page.goto('/api/line');
    const loadedAt = Date.now();
    const demo = page.locator('[data-demo-id]').first();
    // No pointer over the chart, no focus in it: the idle moment after hydration starts the engine.
    await expectCanvas(demo);
    expect(engineRequested).toBe(true);
    expect(Date.now() - loadedAt).toBeLessThan(ENGINE_QUIET_START_MS);
  });

  test.describe('on a phone', () => {
    // A touch screen is the primary pointer, as in Lighthouse's mobile emulation.
    test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

    test('without an interaction, the engine starts once the page has settled after load', async ({page}) => {
      const requestedAt: number[] = [];
      page.on('request', (request) => {
        if (ENGINE_CHUNK.test(request.url())) requestedAt.push(Date.now());
      });
      await page.goto('/api/line');
      const loadedAt = Date.now();
      await waitForHydration(page);
      await page.waitForTimeout(2000);
      expect(requestedAt).toEqual([]);
      const demo = page.locator('[data-demo-id]').first();
      await expectCanvas(demo);
      expect(requestedAt[0] - loadedAt).toBeGreaterThanOrEqual(ENGINE_QUIET_START_MS);
    });

    test('the home gallery, far below the first screen, fetches its pictures only once the page’s code runs', async ({
      page,
      consoleGuard,
    }) => {
      const previews: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/previews/')) previews.push(request.url());
      });
      // The page's code held back: what a phone shows until its slow link brings it.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/js/**', async (route) => {
        await held;
        await route.continue();
      });
      consoleGuard.allow(/ERR_FAILED/);
      await page.goto('/', {waitUntil: 'load'});
      await page.waitForTimeout(500);
      expect(previews).toEqual([]);
      const gallery = page.getByRole('region', {name: 'Chart gallery'});
      await expect(gallery.locator('img:visible')).toHaveCount(0);

      release();
      await waitForHydration(page);
      const first = gallery.locator('[data-demo-id]').first();
      await first.scrollIntoViewIfNeeded();
      await expect(first.locator('img:visible')).toHaveCount(1);
      await expect.poll(() => previews.length).toBeGreaterThan(0);
    });
  });

  test('dark mode shows the dark pictures, chosen on the site or by the system', async ({page}) => {
    const release = await holdChartEngine(page);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/api/pie');
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id]').first();
    expect((await visiblePicture(demo)).src).toMatch(/-dark\.webp$/);
    await expect(demo.locator('img:visible')).toHaveCount(1);
    release();
  });

  test('with nothing stored, a system in dark mode gets the dark picture', async ({page}) => {
    const release = await holdChartEngine(page);
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/api/bar');
    await waitForHydration(page);
    const demo = page.locator('[data-demo-id]').first();
    expect((await visiblePicture(demo)).src).toMatch(/-dark\.webp$/);
    release();
  });
});

test.describe('social cards', () => {
  for (const path of ['/', '/api/pie']) {
    test(`${path} names a 1200x630 picture of its main demo as og:image and twitter:image`, async ({page, request}) => {
      await page.goto(path);
      const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
      const twitterImage = await page.locator('meta[name="twitter:image"]').getAttribute('content');
      expect(ogImage).toMatch(/^https?:\/\/[^/]+\/previews\/[a-z0-9-]+-card\.png$/);
      expect(twitterImage).toBe(ogImage);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
      // The URL is on the deployed site; the same path answers on the server under test.
      const response = await request.get(new URL(ogImage ?? '').pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    });
  }
});
