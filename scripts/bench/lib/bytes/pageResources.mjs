/* global window, document -- these functions run in the page, through Playwright */
/**
 * What an open tab has requested (Resource Timing and paint times, read in
 * the page), and the waits and scrolling the byte measurement does between
 * two readings.
 */
import {sleep} from '../util.mjs';
import {engineFetched} from './engineChunks.mjs';
import {ENGINE_SETTLED_MS} from './siteConstants.mjs';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * One Resource Timing entry as read in the page; `prefetch`: requested only by a
 * `<link rel="prefetch">` (another route's chunk).
 * @typedef {object} Resource
 * @property {string} name
 * @property {string} initiatorType
 * @property {boolean} prefetch
 * @property {number} startTime
 * @property {number} responseEnd
 * @property {number} transferSize
 * @property {number} encodedBodySize
 * @property {number} decodedBodySize
 */

/**
 * Waits until the page has started no request for `quietMs` (at most `maxMs`).
 * @param {Page} page
 */
export async function waitForQuietNetwork(page, quietMs = 1500, maxMs = 30_000) {
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

/**
 * Every request of the page so far, and its first (contentful) paint time, on the same clock.
 * @param {Page} page
 * @returns {Promise<{resources: Resource[], firstPaint: number | null, firstContentfulPaint: number | null}>}
 */
export function readResources(page) {
  return page.evaluate(() => {
    // Docusaurus prefetches other routes' chunks with <link rel="prefetch"> (links in view, idle time).
    const prefetched = new Set(
      [.../** @type {NodeListOf<HTMLLinkElement>} */ (document.querySelectorAll('link[rel="prefetch"]'))].map(
        (link) => link.href,
      ),
    );
    const entries = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
    return {
      resources: entries.map((entry) => ({
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

/**
 * Top of the first chart (demo block) in document pixels, or null when the page has none.
 * @param {Page} page
 * @returns {Promise<number | null>}
 */
export function firstChartTop(page) {
  return page.evaluate(() => {
    const element = document.querySelector('[data-demo-id]');
    return element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : null;
  });
}

/**
 * Scrolls by 80 % of the viewport until the end of the page (at most `maxMs`).
 * @param {Page} page
 */
export async function scrollToEnd(page, maxMs = 30_000) {
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
 * After scrolling: waits for the page to settle and, on a page with charts, for the engine's request.
 * @param {Page} page
 * @param {readonly string[]} engineFiles
 * @param {boolean} hasCharts
 */
export async function waitForSettledEngine(page, engineFiles, hasCharts, maxMs = 20_000) {
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
