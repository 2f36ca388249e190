/* global document, requestAnimationFrame, HTMLElement, HTMLCanvasElement -- these functions run in the page, through Playwright */
/**
 * Time from a props-table control change to the redrawn chart, on `/api/line`
 * (the `smooth` switch, which redraws the Usage demo's line through the
 * chart's update path), in Chromium with reduced motion (the site then draws
 * without animation, so "redrawn" is one frame, not the end of an animation).
 *
 * Each run clicks the switch inside the page and records `performance.now()`
 * just before; from then on, every animation frame reads the demo's canvas
 * pixels, and the run ends at the first frame whose pixels differ from those
 * before the click. The figure includes React's render, G2Plot's update, the
 * canvas draw and the wait for the next frame. One untimed change comes first
 * (it loads the code view's parser); then `runs` changes, switching back and
 * forth, desktop (1280x800) and again with the CPU slowed 4x through CDP.
 */
import {median} from './util.mjs';

/** @typedef {{runs: number[], median: number | null, errors: string[]}} Series */
/** @typedef {{ms: number, error?: undefined} | {error: string}} ChangeResult */

export const CONTROL_PAGE = '/api/line';
const CONTROL_PATH = 'smooth';
/** @type {import('@playwright/test').BrowserContextOptions} */
const DESKTOP = {viewport: {width: 1280, height: 800}, reducedMotion: 'reduce'};
const THROTTLED_CPU = 4;
/** A change that has not redrawn by then counts as not measured. */
const RUN_TIMEOUT_MS = 10_000;

/**
 * One change of the switch, in the page: milliseconds until the canvas shows something else.
 * @param {[string, number]} args
 * @returns {Promise<ChangeResult>}
 */
function changeAndWait([path, timeoutMs]) {
  const control = document.querySelector(`input[role="switch"][aria-label="${path}"]`);
  const canvas = document.querySelector('[data-demo-id] canvas');
  if (!(control instanceof HTMLElement) || !(canvas instanceof HTMLCanvasElement)) {
    return Promise.resolve({error: `no ${control ? 'canvas' : `${path} switch`} on the page`});
  }
  // G2 draws the demo with a 2d context, so the canvas has one.
  const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const signature = () => {
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 0;
    for (let i = 0; i < pixels.length; i += 8) hash = (hash * 31 + pixels[i] + pixels[i + 3]) | 0;
    return hash;
  };
  const before = signature();
  return new Promise((/** @type {(result: ChangeResult) => void} */ resolve) => {
    const start = performance.now();
    control.click();
    const frame = () => {
      const elapsed = performance.now() - start;
      if (signature() !== before) resolve({ms: elapsed});
      else if (elapsed > timeoutMs) resolve({error: `the chart did not change within ${timeoutMs} ms`});
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * @param {import('@playwright/test').Page} tab
 * @param {number} runs
 * @returns {Promise<Series>}
 */
async function measureSeries(tab, runs) {
  /** @type {number[]} */
  const times = [];
  /** @type {string[]} */
  const errors = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await tab.evaluate(changeAndWait, /** @type {[string, number]} */ ([CONTROL_PATH, RUN_TIMEOUT_MS]));
    if (result.error !== undefined) errors.push(result.error);
    else times.push(result.ms);
    // Let the page settle (idle work after the draw) before the next change.
    await tab.waitForTimeout(300);
  }
  return {runs: times, median: median(times), errors};
}

/**
 * `{desktop, throttled}`, each `{runs, median, errors}`, or `{error}` when the page could not be measured.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @returns {Promise<{error: string} | {error?: undefined, firstChangeMs: number, desktop: Series, throttled: Series}>}
 */
export async function measureControlRedraw(browser, origin, runs = 10) {
  const context = await browser.newContext(DESKTOP);
  try {
    const tab = await context.newPage();
    await tab.goto(origin + CONTROL_PAGE, {waitUntil: 'load', timeout: 60_000});
    const control = tab.locator(`input[role="switch"][aria-label="${CONTROL_PATH}"]`);
    await control.waitFor({timeout: 30_000});
    await tab.locator('[data-demo-id] canvas').first().waitFor({timeout: 30_000});
    await tab.waitForTimeout(1000);
    const warmUp = await tab.evaluate(changeAndWait, /** @type {[string, number]} */ ([CONTROL_PATH, RUN_TIMEOUT_MS]));
    if (warmUp.error !== undefined) return {error: warmUp.error};
    await tab.waitForTimeout(500);
    const desktop = await measureSeries(tab, runs);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: THROTTLED_CPU});
    const throttled = await measureSeries(tab, runs);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    return {firstChangeMs: warmUp.ms, desktop, throttled};
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  } finally {
    await context.close();
  }
}
