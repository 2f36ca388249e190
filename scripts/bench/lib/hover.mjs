/* global document, getComputedStyle -- these functions run in the page, through Playwright */
/**
 * Hover to tooltip: how long a desktop visitor who points at the chart of
 * /api/line waits for its tooltip, pointing right after the page has loaded
 * (before it has hydrated: this includes hydration, fetching and running the
 * engine and drawing the chart) or a second after (a visitor who first looks
 * at the page). Fresh context per run (empty cache), 1280x800, no throttling;
 * the pointer enters the chart, then moves a few pixels every 20 ms, as a hand
 * does, until the chart's tooltip shows.
 */
import {median} from './util.mjs';

const PAGE = '/api/line';
const RUNS = 5;
const TIMEOUT_MS = 10_000;

/**
 * One fresh context: the pointer's wait for the tooltip (null: none within the time-out), and whether the
 * engine was already fetched when the pointer arrived.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {number} delayMs
 * @returns {Promise<{ms: number | null, engineBefore: boolean}>}
 */
async function once(browser, origin, delayMs) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${PAGE}`, {waitUntil: 'load'});
    const chart = page.locator('[data-demo-id]').first().locator('[style*="height"]').first();
    // At 1280x800 the chart starts below the first screen: the visitor scrolls to it, then points.
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (!box) {
      throw new Error(`${PAGE}: no chart box`);
    }
    if (delayMs > 0) {
      await page.waitForTimeout(delayMs);
    }
    const engineBefore = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /chart-engine/.test(entry.name)),
    );
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const started = Date.now();
    let step = 0;
    while (Date.now() - started < TIMEOUT_MS) {
      await page.mouse.move(x + (step % 2 === 0 ? 3 : -3), y);
      step += 1;
      const shown = await page.evaluate(() => {
        const tooltip = document.querySelector('[data-demo-id] .g2-tooltip');
        return Boolean(tooltip && getComputedStyle(tooltip).visibility !== 'hidden' && tooltip.textContent?.trim());
      });
      if (shown) {
        return {ms: Date.now() - started, engineBefore};
      }
      await page.waitForTimeout(20);
    }
    return {ms: null, engineBefore};
  } finally {
    await context.close();
  }
}

/**
 * `delayMs`: how long after `load` the pointer arrives.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
export async function measureHoverToTooltip(browser, origin, delayMs = 0) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(await once(browser, origin, delayMs));
  }
  const times = runs.map((run) => run.ms).filter((ms) => ms !== null);
  return {page: PAGE, delayMs, runs, median: times.length === runs.length ? median(times) : null};
}
