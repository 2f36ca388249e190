/* global document -- the chart count runs in the page, through Playwright */
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
 *
 * The steps live beside this file: engineChunks.mjs (which files are the
 * engine), pageResources.mjs (reading and driving the tab), resourceTotals.mjs
 * (summing requests against build/), siteConstants.mjs (the site's waits).
 */
import {openThrottledTab} from '../throttledTab.mjs';
import {engineFetched} from './engineChunks.mjs';
import {
  firstChartTop,
  readResources,
  scrollToEnd,
  waitForQuietNetwork,
  waitForSettledEngine,
} from './pageResources.mjs';
import {summarize, summarizeImages} from './resourceTotals.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {Awaited<ReturnType<typeof measureMobilePage>> & {desktop: Awaited<ReturnType<typeof measureDesktopEngine>>}} PageBytes */

const MOBILE = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
const DESKTOP = {viewport: {width: 1280, height: 800}};

/**
 * The throttled mobile pass over one page.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} buildDir
 * @param {string} page
 * @param {readonly string[]} engineFiles
 */
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

/**
 * The unthrottled desktop pass: images, and whether the engine was fetched before and after scrolling.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} buildDir
 * @param {string} page
 * @param {readonly string[]} engineFiles
 */
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

/**
 * Both passes over every page, by page path; `onPage` sees each page's figures as soon as they are measured.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} buildDir
 * @param {readonly string[]} pages
 * @param {readonly {file: string}[]} engineChunks
 * @param {(page: string, bytes: PageBytes) => void} [onPage]
 */
export async function measureBytes(browser, origin, buildDir, pages, engineChunks, onPage = () => {}) {
  const engineFiles = engineChunks.map((chunk) => chunk.file);
  /** @type {Record<string, PageBytes>} */
  const result = {};
  for (const page of pages) {
    const mobile = await measureMobilePage(browser, origin, buildDir, page, engineFiles);
    const desktop = await measureDesktopEngine(browser, origin, buildDir, page, engineFiles);
    result[page] = {...mobile, desktop};
    onPage(page, result[page]);
  }
  return result;
}
