/* global document, sessionStorage -- these functions run in the page, through Playwright */
/**
 * Live editor figures, in Chromium (desktop viewport, no throttling, served
 * build), on the `/api/line` Usage demo:
 *
 * - ready, cold: in a fresh context (empty cache), from the click on
 *   `Show code` to the editor's type help reporting `data-type-help="ready"`
 *   (the editor chunk, the worker with the compiler, the declaration bundle,
 *   and the first type check of the demo: completions are then available);
 * - ready, warm: the same after a reload in that context (files from the
 *   HTTP cache; the worker and its first check run again);
 * - keystroke to completion list: from the `keydown` of a letter typed among
 *   the `<Line` props to the list's first `role="option"` in the DOM; the
 *   first one after a cold start, then warm ones (median, p95);
 * - bytes: every file the page requested from the click to ready (the worker
 *   and its fetch included), sized from the served build (raw, gzip -9,
 *   brotli as sent).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileSizes, median, percentile} from './util.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ms: number, status: 'ready' | 'unavailable'}} ShowCodeAnswer */

const PAGE_PATH = '/api/line';
const DEMO = '[data-demo-id="line-basic"]';
/**
 * Letters typed (one at a time, then deleted) for the warm completion figure: each starts options
 * the `<Line` has not set yet (smooth, legend, color, animation, padding, theme, meta, renderer,
 * interactions, height, width, onReady).
 */
const WARM_LETTERS = 'slcaptmrihwo';

/** Clicks `Show code` in the page and resolves with the ms until the type help is ready (or unavailable). */
const SHOW_CODE_FN = `async (demoSelector) => {
  const demo = document.querySelector(demoSelector);
  const button = [...demo.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent.trim()) === 'Show code',
  );
  if (!button) throw new Error('no Show code button');
  return await new Promise((resolve, reject) => {
    const t0 = performance.now();
    const check = () => {
      const status = demo.querySelector('[data-type-help]')?.getAttribute('data-type-help');
      if (status === 'ready' || status === 'unavailable') {
        observer.disconnect();
        clearTimeout(timer);
        resolve({ms: performance.now() - t0, status});
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(demo, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-type-help']});
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('type help not ready within 60 s')); }, 60000);
    button.click();
  });
}`;

/** Arms a probe: the time from the next keydown to the first completion option in the demo. */
const ARM_COMPLETION_PROBE_FN = `(demoSelector) => {
  const demo = document.querySelector(demoSelector);
  window.__completionProbe = new Promise((resolve, reject) => {
    let keyAt = 0;
    const onKey = (event) => { keyAt = event.timeStamp; };
    document.addEventListener('keydown', onKey, {capture: true, once: true});
    const timer = setTimeout(() => {
      observer.disconnect();
      const focused = document.activeElement;
      const list = document.querySelector('.cm-tooltip-autocomplete');
      reject(new Error('no completion list within 10 s (key seen: ' + Boolean(keyAt) + ', focus on ' +
        (focused?.getAttribute('aria-label') ?? focused?.tagName) + ', list: ' + Boolean(list) +
        ', options: ' + document.querySelectorAll('[role="option"]').length + ')'));
    }, 10000);
    const observer = new MutationObserver(() => {
      if (keyAt && demo.querySelector('.cm-tooltip-autocomplete [role="option"]')) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(performance.now() - keyAt);
      }
    });
    observer.observe(demo, {subtree: true, childList: true});
  });
}`;

/**
 * @param {Page} page
 * @param {string} letter
 */
async function typeLetterAndTime(page, letter) {
  await page.evaluate(`(${ARM_COMPLETION_PROBE_FN})(${JSON.stringify(DEMO)})`);
  await page.keyboard.press(letter);
  const ms = /** @type {number} */ (await page.evaluate('window.__completionProbe'));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Backspace');
  return ms;
}

/**
 * Puts the cursor on a new line after `<Line`, among its props.
 * @param {Page} page
 */
async function cursorAmongProps(page) {
  await page.locator(`${DEMO} .cm-line`, {hasText: '<Line'}).first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
}

/**
 * The same-origin files among `urls`, each once, with their sizes in the served build.
 * @param {string} servedDir
 * @param {string} origin
 * @param {readonly string[]} urls
 */
function sizeOf(servedDir, origin, urls) {
  /** @type {{file: string, raw: number, gzip: number, brotli: number}[]} */
  const files = [];
  for (const url of new Set(urls)) {
    if (!url.startsWith(origin)) continue;
    const file = path.join(servedDir, decodeURIComponent(new URL(url).pathname));
    if (fs.existsSync(file) && fs.statSync(file).isFile())
      files.push({file: path.relative(servedDir, file), ...fileSizes(file)});
  }
  const sum = (/** @type {'raw' | 'gzip' | 'brotli'} */ key) => files.reduce((total, file) => total + file[key], 0);
  return {files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli')};
}

const showCodeButton = (/** @type {Page} */ page) =>
  page.locator(DEMO).first().getByRole('button', {name: 'Show code', exact: true});

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 */
async function openLinePage(context, origin) {
  const page = await context.newPage();
  await page.goto(origin + PAGE_PATH, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.locator(DEMO).first().scrollIntoViewIfNeeded();
  await showCodeButton(page).waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * The editor's figures (see the top of this file), or `{error}` when the type help reported unavailable.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} servedDir
 * @param {{warmLetters?: string}} [options]
 */
export async function measureEditor(browser, origin, servedDir, {warmLetters = WARM_LETTERS} = {}) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    /** @type {string[]} */
    const requested = [];
    let recording = false;
    context.on('request', (request) => recording && requested.push(request.url()));
    const page = await openLinePage(context, origin);
    recording = true;
    const cold = /** @type {ShowCodeAnswer} */ (await page.evaluate(`(${SHOW_CODE_FN})(${JSON.stringify(DEMO)})`));
    recording = false;
    if (cold.status !== 'ready') return {error: 'the type help reported unavailable'};
    const bytes = sizeOf(servedDir, origin, requested);
    await cursorAmongProps(page);
    const firstCompletionMs = await typeLetterAndTime(page, 's');

    // The page keeps a tab's edits through a reload (sessionStorage) and would reopen the code with
    // them; the warm figure is the editor loading from the HTTP cache, so the reload starts clean.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload({waitUntil: 'load'});
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    await page.locator(DEMO).first().scrollIntoViewIfNeeded();
    await showCodeButton(page).waitFor();
    await page.waitForLoadState('networkidle');
    const warm = /** @type {ShowCodeAnswer} */ (await page.evaluate(`(${SHOW_CODE_FN})(${JSON.stringify(DEMO)})`));
    await cursorAmongProps(page);
    // The first request after ready may still wait for the worker's warm-up; measure the ones after it.
    await typeLetterAndTime(page, 's');
    const completions = [];
    for (const letter of warmLetters) completions.push(await typeLetterAndTime(page, letter));
    return {
      coldReadyMs: cold.ms,
      warmReadyMs: warm.ms,
      firstCompletionMs,
      completion: {runs: completions, median: median(completions), p95: percentile(completions, 95)},
      bytes,
    };
  } finally {
    await context.close();
  }
}
