/* global window, document -- these functions run in the page, through Playwright */
/**
 * Lighthouse 12 through its Node API, mobile preset (the default form factor:
 * Moto G Power viewport, simulated Slow 4G and 4x CPU slowdown), one fresh
 * Chromium per run, runs interleaved across pages (A, B, C, D, A, B, ...).
 *
 * Nothing here reaches the internet: the site is served from 127.0.0.1,
 * Chromium runs with background networking, component updates and sync off,
 * and the full-page screenshot and screenshot audits are skipped (they only
 * cost time). Audits that read the site itself (robots.txt, canonical,
 * crawlability) stay on: they ask the local server.
 */
import {CHROME_FLAGS, CHROME_PATH, median} from './util.mjs';
import {openThrottledTab} from './throttledTab.mjs';

/**
 * One run of one page: scores by category (Lighthouse only), metrics by key of METRICS, or the error.
 * @typedef {object} Run
 * @property {Record<string, number | null>} [scores]
 * @property {Record<string, number | null>} [metrics] absent when the run failed
 * @property {Record<string, string[]>} [failing] audits that pull a category below 100
 * @property {string[]} [errored]
 * @property {string[]} [warnings]
 * @property {string} [lighthouseVersion]
 * @property {number | null} [benchmarkIndex]
 * @property {string} [error]
 */
/** @typedef {{round: number, page: string, ms: number, run: Run}} RunReport */
/** @typedef {(report: RunReport) => void} OnRun */
/**
 * @typedef {object} PageResult
 * @property {Run[]} runs
 * @property {number} okRuns
 * @property {Record<string, number | null>} median
 * @property {Record<string, string[]>} failing
 * @property {string[]} errored
 */
/**
 * @typedef {object} TimingsResult
 * @property {'lighthouse' | 'playwright-fallback'} tool
 * @property {string | null} version
 * @property {number | null} [benchmarkIndex]
 * @property {Record<string, PageResult>} pages
 * @property {string | null} [fallbackReason]
 */
/** @typedef {{lcp: number | null, cls: number, longTasks: [number, number][]}} Vitals */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** @type {Record<string, string>} */
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  // Elements in the page once it has loaded: what the browser parses, styles and lays out.
  domElements: 'dom-size',
};

const LIGHTHOUSE_CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: CATEGORIES,
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  },
};

/** Loads lighthouse and chrome-launcher; throws with a readable reason when they are missing. */
export async function loadLighthouse() {
  const [{default: lighthouse}, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  return {lighthouse, chromeLauncher};
}

/**
 * @param {Awaited<ReturnType<typeof loadLighthouse>>} modules
 * @param {string} url
 * @returns {Promise<Run>}
 */
async function runOnce({lighthouse, chromeLauncher}, url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {port: chrome.port, logLevel: 'error', output: 'json'}, LIGHTHOUSE_CONFIG);
    const lhr = result?.lhr;
    if (!lhr) {
      throw new Error('Lighthouse returned no result');
    }
    if (lhr.runtimeError) {
      throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
      ]),
    );
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
    );
    // Audits that pull a category below 100, to say what to fix.
    /** @type {Record<string, string[]>} */
    const failing = {};
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      failing[id] = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => audit.id);
    }
    const errored = Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`);
    return {
      scores,
      metrics,
      failing,
      errored,
      warnings: lhr.runWarnings ?? [],
      lighthouseVersion: lhr.lighthouseVersion,
      // Lighthouse's own CPU speed probe: lower means a slower (or busier) machine.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs every page `runs` times, interleaved. Returns per page the raw runs
 * and their medians. `onRun` reports progress.
 * @param {string} origin
 * @param {readonly string[]} pages
 * @param {number} runs
 * @param {OnRun} [onRun]
 * @returns {Promise<TimingsResult>}
 */
export async function runLighthouse(origin, pages, runs, onRun = () => {}) {
  const modules = await loadLighthouse();
  /** @type {Record<string, Run[]>} */
  const perPage = Object.fromEntries(pages.map((page) => [page, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const page of pages) {
      const started = Date.now();
      let run;
      try {
        run = await runOnce(modules, origin + page);
      } catch (error) {
        if (round === 1 && page === pages[0]) {
          // The very first run failing twice means Lighthouse itself cannot run here (the retry throws);
          // failing once may be a trace it lost (NO_NAVSTART), which would otherwise cost the whole phase.
          run = await runOnce(modules, origin + page);
        } else {
          run = {error: String(error instanceof Error ? error.message : error)};
        }
      }
      perPage[page].push(run);
      onRun({round, page, ms: Date.now() - started, run});
    }
  }
  /** @type {Record<string, PageResult>} */
  const result = {};
  for (const [page, list] of Object.entries(perPage)) {
    const ok = list.filter((run) => !run.error);
    result[page] = {
      runs: list,
      okRuns: ok.length,
      median: {
        ...Object.fromEntries(CATEGORIES.map((id) => [id, median(ok.map((run) => run.scores?.[id]))])),
        ...Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(ok.map((run) => run.metrics?.[key]))])),
      },
      failing: Object.fromEntries(
        ['accessibility', 'best-practices', 'seo'].map((id) => [
          id,
          [...new Set(ok.flatMap((run) => run.failing?.[id] ?? []))].sort(),
        ]),
      ),
      errored: [...new Set(ok.flatMap((run) => run.errored ?? []))],
    };
  }
  return {
    tool: /** @type {const} */ ('lighthouse'),
    version: perPage[pages[0]]?.find((r) => !r.error)?.lighthouseVersion ?? null,
    benchmarkIndex: median(
      Object.values(perPage)
        .flat()
        .map((run) => run.benchmarkIndex),
    ),
    pages: result,
  };
}

/**
 * Fallback when Lighthouse cannot run: Playwright with the mobile preset's
 * conditions applied through CDP (Slow 4G: 150 ms RTT, 1.6 Mbps down,
 * 750 Kbps up; 4x CPU slowdown; 412x823 viewport). FCP from paint entries,
 * LCP from largest-contentful-paint entries, CLS as the sum of layout shifts
 * without recent input, TBT approximated as the sum of (long task - 50 ms)
 * after FCP. No category scores.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {readonly string[]} pages
 * @param {number} runs
 * @param {OnRun} [onRun]
 * @returns {Promise<TimingsResult>}
 */
export async function runPlaywrightTimings(browser, origin, pages, runs, onRun = () => {}) {
  /** @type {Record<string, Run[]>} */
  const perPage = Object.fromEntries(pages.map((page) => [page, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const page of pages) {
      const started = Date.now();
      const context = await browser.newContext({
        viewport: {width: 412, height: 823},
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      try {
        await context.addInitScript(() => {
          /** @type {Vitals} */
          const store = {lcp: null, cls: 0, longTasks: []};
          /** @type {Window & {__benchVitals?: Vitals}} */ (window).__benchVitals = store;
          try {
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                store.lcp = entry.startTime;
              }
            }).observe({type: 'largest-contentful-paint', buffered: true});
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                // A LayoutShift entry (not in TypeScript's DOM types).
                const shift = /** @type {PerformanceEntry & {hadRecentInput: boolean, value: number}} */ (entry);
                if (!shift.hadRecentInput) {
                  store.cls += shift.value;
                }
              }
            }).observe({type: 'layout-shift', buffered: true});
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) {
                store.longTasks.push([entry.startTime, entry.duration]);
              }
            }).observe({type: 'longtask', buffered: true});
          } catch {
            // Entry type not supported: the figure stays empty.
          }
        });
        const {tab} = await openThrottledTab(context, origin + page);
        await tab.waitForTimeout(5000);
        const vitals = await tab.evaluate(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          // Set by the init script before any of the page's own code ran.
          const {lcp, cls, longTasks} = /** @type {Vitals} */ (
            /** @type {Window & {__benchVitals?: Vitals}} */ (window).__benchVitals
          );
          const tbt = longTasks
            .filter(([start]) => fcp === null || start >= fcp)
            .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
          return {fcp, lcp, cls, tbt, domElements: document.getElementsByTagName('*').length};
        });
        const run = {metrics: {...vitals, si: null}};
        perPage[page].push(run);
        onRun({round, page, ms: Date.now() - started, run});
      } finally {
        await context.close();
      }
    }
  }
  /** @type {Record<string, PageResult>} */
  const result = {};
  for (const [page, list] of Object.entries(perPage)) {
    result[page] = {
      runs: list,
      okRuns: list.length,
      median: {
        ...Object.fromEntries(CATEGORIES.map((id) => [id, null])),
        ...Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(list.map((run) => run.metrics?.[key]))])),
      },
      failing: {},
      errored: [],
    };
  }
  return {tool: 'playwright-fallback', version: null, pages: result};
}
