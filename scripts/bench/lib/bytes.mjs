/* global window, document -- these functions run in the page, through Playwright */
/**
 * JS and CSS bytes per page, and when the chart engine chunk is fetched.
 *
 * Each page loads in a fresh browser context (empty cache) with the mobile
 * preset's conditions applied through CDP (412x823 viewport, Slow 4G: 150 ms
 * RTT, 1.6 Mbps down; 4x CPU slowdown), so that first paint and downloads
 * happen in a realistic order. Resource Timing gives, per request, its start
 * time and body sizes; `first-paint` gives the paint time on the same clock.
 *
 * - "before first paint": requests started before first paint (what the
 *   browser was already downloading when it first painted: the scripts and
 *   stylesheet of the HTML, and anything they asked for by then);
 * - "total": everything requested until the network is quiet after load,
 *   without scrolling (images apart: count and bytes, mobile and desktop); "after scroll": the same after scrolling to the end of
 *   the page (throttling off, so every chart gets rendered);
 * - each URL counts once; chunks of other routes that Docusaurus prefetches
 *   (`<link rel="prefetch">` for links in view, at idle time) are not the
 *   page's own JS: they are summed apart ("prefetched"), since how many get
 *   fetched before the network is quiet depends on timing.
 *
 * Sizes: raw (the file in build/), gzip (gzip -9 of that file, the unit of the
 * goals) and transfer (the brotli body the server actually sent).
 *
 * A second, unthrottled pass in a desktop viewport (1280x800) only records
 * whether the engine was fetched before/after scrolling there.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileSizes, sleep} from './util.mjs';
import {openThrottledTab} from './throttledTab.mjs';

/** Code that only the chart engine has: G2 (`registerInteraction`) and G2Plot (`data-chart-source-type`). */
export const ENGINE_MARKERS = ['registerInteraction', 'data-chart-source-type'];

/** The emitted JS files that hold chart-engine code. */
export function findEngineChunks(buildDir) {
  const jsDir = path.join(buildDir, 'assets/js');
  const chunks = [];
  for (const name of fs.readdirSync(jsDir)) {
    if (!name.endsWith('.js')) {
      continue;
    }
    const text = fs.readFileSync(path.join(jsDir, name), 'utf8');
    const markers = ENGINE_MARKERS.filter((marker) => text.includes(marker));
    if (markers.length > 0) {
      chunks.push({file: `assets/js/${name}`, markers, ...fileSizes(path.join(jsDir, name))});
    }
  }
  return chunks;
}

/** A number the site exports from src/constants.ts, read from the source so the bench keeps in step. */
function siteConstant(name) {
  const source = fs.readFileSync(new URL('../../../src/constants.ts', import.meta.url), 'utf8');
  const match = new RegExp(`export const ${name} = ([0-9_]+);`).exec(source);
  if (!match) {
    throw new Error(`bench: ${name} is no longer a plain number in src/constants.ts`);
  }
  return Number(match[1].replaceAll('_', ''));
}

/**
 * With previews on screen, the engine starts by itself only once the page has
 * gone this long without a long task, then at an idle moment (that long at most).
 */
const ENGINE_SETTLED_MS = siteConstant('ENGINE_QUIET_START_MS') + siteConstant('ENGINE_IDLE_START_TIMEOUT_MS');

/** A chart this close below the viewport loads the engine as soon as the engine may start. */
export const CHART_PRELOAD_MARGIN_PX = siteConstant('CHART_PRELOAD_MARGIN_PX');

/** After scrolling: waits for the page to settle and, on a page with charts, for the engine's request. */
async function waitForSettledEngine(page, engineFiles, hasCharts, maxMs = 20_000) {
  await sleep(ENGINE_SETTLED_MS);
  const started = Date.now();
  while (hasCharts && Date.now() - started < maxMs) {
    if (engineFetched((await readResources(page)).resources, engineFiles)) {
      break;
    }
    await sleep(250);
  }
  await waitForQuietNetwork(page);
}

const MOBILE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
const DESKTOP = {viewport: {width: 1280, height: 800}};

async function waitForQuietNetwork(page, quietMs = 1500, maxMs = 30_000) {
  const started = Date.now();
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() - started < maxMs) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= quietMs) {
      return;
    }
    await sleep(250);
  }
}

function readResources(page) {
  return page.evaluate(() => {
    // Docusaurus prefetches other routes' chunks with <link rel="prefetch"> (links in view, idle time).
    const prefetched = new Set([...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.href));
    return {
      resources: performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        initiatorType: entry.initiatorType,
        prefetch: entry.initiatorType === 'link' && prefetched.has(entry.name),
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
      })),
      firstPaint:
        performance.getEntriesByName('first-paint')[0]?.startTime ??
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
        null,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    };
  });
}

/** Top of the first chart (demo block) in document pixels, or null when the page has none. */
function firstChartTop(page) {
  return page.evaluate(() => {
    const element = document.querySelector('[data-demo-id]');
    return element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : null;
  });
}

async function scrollToEnd(page, maxMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await sleep(200);
    if (done || Date.now() - started > maxMs) {
      return;
    }
  }
}

/**
 * Sums JS and CSS of same-origin resources, each URL once, with sizes from the
 * build folder. `prefetch: false` counts what the page itself loaded (a URL
 * it also prefetched counts here), `prefetch: true` only URLs that were
 * nothing but prefetches for other routes.
 */
function summarize(resources, origin, buildDir, {filter = () => true, prefetch = false} = {}) {
  const totals = {
    js: {count: 0, raw: 0, gzip: 0, transfer: 0, files: []},
    css: {count: 0, raw: 0, gzip: 0, transfer: 0, files: []},
  };
  const byUrl = new Map();
  for (const entry of resources) {
    if (entry.name.startsWith(origin) && filter(entry)) {
      byUrl.set(entry.name, [...(byUrl.get(entry.name) ?? []), entry]);
    }
  }
  for (const [url, entries] of byUrl) {
    const onlyPrefetch = entries.every((entry) => entry.prefetch);
    if (onlyPrefetch !== prefetch) {
      continue;
    }
    const pathname = new URL(url).pathname;
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (!kind) {
      continue;
    }
    const file = path.join(buildDir, decodeURIComponent(pathname));
    const transfer = Math.max(...entries.map((entry) => entry.encodedBodySize));
    const sizes = fs.existsSync(file) ? fileSizes(file) : {raw: entries[0].decodedBodySize, gzip: transfer};
    totals[kind].count += 1;
    totals[kind].raw += sizes.raw;
    totals[kind].gzip += sizes.gzip;
    totals[kind].transfer += transfer;
    totals[kind].files.push(pathname.slice(1));
  }
  return totals;
}

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/**
 * Images the page loaded (same origin, each URL once): count, bytes as
 * transferred (the body the server sent) and as stored in build/, and files.
 * Lazy images only count once the browser decided to fetch them.
 */
function summarizeImages(resources, origin, buildDir) {
  const byUrl = new Map();
  for (const entry of resources) {
    const {pathname} = new URL(entry.name);
    if (entry.name.startsWith(origin) && (entry.initiatorType === 'img' || IMAGE_FILE.test(pathname))) {
      byUrl.set(entry.name, Math.max(byUrl.get(entry.name) ?? 0, entry.encodedBodySize));
    }
  }
  const totals = {count: 0, raw: 0, transfer: 0, files: []};
  for (const [url, transfer] of byUrl) {
    const pathname = new URL(url).pathname;
    const file = path.join(buildDir, decodeURIComponent(pathname));
    totals.count += 1;
    totals.transfer += transfer;
    totals.raw += fs.existsSync(file) ? fs.statSync(file).size : transfer;
    totals.files.push(pathname.slice(1));
  }
  return totals;
}

function engineFetched(resources, engineFiles) {
  return resources.some((entry) => engineFiles.some((file) => entry.name.endsWith(`/${file}`)));
}

async function measureMobilePage(browser, origin, buildDir, page, engineFiles) {
  const context = await browser.newContext(MOBILE);
  try {
    await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    const {tab, cdp} = await openThrottledTab(context, origin + page);
    await waitForQuietNetwork(tab);
    const loaded = await readResources(tab);
    const chartTop = await firstChartTop(tab);
    const viewportHeight = MOBILE.viewport.height;

    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await scrollToEnd(tab);
    await waitForSettledEngine(tab, engineFiles, chartTop !== null);
    const scrolled = await readResources(tab);
    const charts = await tab.evaluate(
      () => document.querySelectorAll('[data-demo-id] canvas, [data-demo-id] svg').length,
    );

    const fp = loaded.firstPaint;
    return {
      firstPaintMs: fp,
      firstContentfulPaintMs: loaded.firstContentfulPaint,
      beforeFirstPaint: summarize(loaded.resources, origin, buildDir, {
        filter: (entry) => fp !== null && entry.startTime < fp,
      }),
      loadedBeforeFirstPaint: summarize(loaded.resources, origin, buildDir, {
        filter: (entry) => fp !== null && entry.responseEnd <= fp,
      }),
      total: summarize(loaded.resources, origin, buildDir),
      imagesBeforeScroll: summarizeImages(loaded.resources, origin, buildDir),
      afterScroll: summarize(scrolled.resources, origin, buildDir),
      prefetchedAfterScroll: summarize(scrolled.resources, origin, buildDir, {prefetch: true}),
      firstChartTop: chartTop,
      viewportHeight,
      engineBeforeScroll: engineFetched(loaded.resources, engineFiles),
      engineAfterScroll: engineFetched(scrolled.resources, engineFiles),
      chartsDrawnAfterScroll: charts,
    };
  } finally {
    await context.close();
  }
}

async function measureDesktopEngine(browser, origin, buildDir, page, engineFiles) {
  const context = await browser.newContext(DESKTOP);
  try {
    await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
    const tab = await context.newPage();
    await tab.goto(origin + page, {waitUntil: 'load', timeout: 60_000});
    await waitForQuietNetwork(tab);
    const loaded = await readResources(tab);
    const chartTop = await firstChartTop(tab);
    await scrollToEnd(tab);
    await waitForSettledEngine(tab, engineFiles, chartTop !== null);
    const scrolled = await readResources(tab);
    return {
      imagesBeforeScroll: summarizeImages(loaded.resources, origin, buildDir),
      firstChartTop: chartTop,
      viewportHeight: DESKTOP.viewport.height,
      engineBeforeScroll: engineFetched(loaded.resources, engineFiles),
      engineAfterScroll: engineFetched(scrolled.resources, engineFiles),
    };
  } finally {
    await context.close();
  }
}

export async function measureBytes(browser, origin, buildDir, pages, engineChunks, onPage = () => {}) {
  const engineFiles = engineChunks.map((chunk) => chunk.file);
  const result = {};
  for (const page of pages) {
    const mobile = await measureMobilePage(browser, origin, buildDir, page, engineFiles);
    const desktop = await measureDesktopEngine(browser, origin, buildDir, page, engineFiles);
    result[page] = {...mobile, desktop};
    onPage(page, result[page]);
  }
  return result;
}
