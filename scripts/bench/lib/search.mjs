/* global window -- these functions run in the page, through Playwright */
/**
 * Search figures, measured in Chromium through the real SearchBar (desktop
 * viewport, no throttling, served build).
 *
 * - index size: the emitted `assets/search/search-index.*.json`, raw, gzip -9
 *   and brotli;
 * - cold: in a fresh context (empty cache), the time from the input event of
 *   the first query to the moment the SearchBar commits its results (the
 *   listbox leaves `aria-busy`), minus the debounce (the box's
 *   `data-debounce-ms`: the figure subtracts exactly what the measured build
 *   waits, with no copy of the value here). It includes the
 *   search client chunk, the index download, starting the worker and building
 *   the metadata. Median of 3 fresh contexts. The page's own
 *   `window.__searchTiming.coldMs` is printed next to it: it starts inside
 *   `client.search()`, after the client chunk is loaded, and stops before
 *   React renders, so it is smaller;
 * - warm: 200 further queries, one at a time, each a real word of the site's
 *   text (from the index), measured the same way (input event to results
 *   committed, minus the debounce), median and p95; `__searchTiming.lastQueryMs`
 *   (worker round trip only) is kept too.
 *
 * "Committed" is when React has written the results to the DOM; the paint
 * that follows (at most one frame) is not included.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileSizes, median, percentile} from './util.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/**
 * What QUERY_FN resolves with: the time to committed results, the options listed, the first links,
 * and the page's own `window.__searchTiming`.
 * @typedef {{ms: number, hints: number, links: (string | null)[], client: {coldMs?: number, indexBytes?: number, lastQueryMs?: number} | null}} QueryAnswer
 */
/** @typedef {Window & {__benchWorkers: number}} CountingWindow */

const SEARCH_INPUT = 'input[role="combobox"][type="search"]';
const COLD_QUERY = 'line';
const STOP_WORDS = new Set(
  [
    'this that with from have will when your which each they them then than into also only more some what used uses',
    'their there these those been were does doesn would should could about other such like just here over same both',
    'every where after before while must most many much very make makes made need needs want sets gets given',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The emitted search index and its sizes, or null when the build has none.
 * @param {string} buildDir
 */
export function findSearchIndex(buildDir) {
  const dir = path.join(buildDir, 'assets/search');
  const name = fs.existsSync(dir) ? fs.readdirSync(dir).find((file) => /^search-index\..*\.json$/.test(file)) : null;
  if (!name) {
    return null;
  }
  const file = path.join(dir, name);
  return {file: `assets/search/${name}`, path: file, ...fileSizes(file)};
}

/**
 * `count` real words of the site (4+ letters, from page titles, headings,
 * paragraphs and demo texts in the index), spread evenly over the frequency
 * ranking so common and rare words both appear. Deterministic.
 * @param {string} indexPath
 * @param {number} count
 */
export function pickQueryWords(indexPath, count) {
  // The index's shape is plugins/search's; only the text fields are read, each as it comes.
  /** @type {{routes?: {title: string, description?: string, sections?: {heading?: {title?: string}, paragraphs?: string[]}[]}[], demos?: {title: string, description: string, keywords?: string[]}[]}} */
  const index = JSON.parse(fs.readFileSync(indexPath, 'utf8'));
  /** @type {unknown[]} */
  const texts = [];
  for (const route of index.routes ?? []) {
    texts.push(route.title, route.description ?? '');
    for (const section of route.sections ?? []) {
      texts.push(section.heading?.title ?? '', ...(section.paragraphs ?? []));
    }
  }
  for (const demo of index.demos ?? []) {
    texts.push(demo.title, demo.description, ...(demo.keywords ?? []));
  }
  /** @type {Map<string, number>} */
  const frequency = new Map();
  for (const text of texts) {
    for (const word of String(text)
      .toLowerCase()
      .match(/[a-z]{4,}/g) ?? []) {
      if (!STOP_WORDS.has(word)) {
        frequency.set(word, (frequency.get(word) ?? 0) + 1);
      }
    }
  }
  const ranked = [...frequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
  if (ranked.length === 0) {
    return [];
  }
  const words = [];
  const step = ranked.length / count;
  for (let i = 0; i < count; i += 1) {
    words.push(ranked[Math.floor(i * step) % ranked.length]);
  }
  return words;
}

/** In the page: sets the box's value like typing does, resolves when the answer is committed. */
export const QUERY_FN = `async (value) => {
  const input = document.querySelector('input[role="combobox"][type="search"]');
  if (!input) throw new Error('search box not found');
  const listbox = document.getElementById(input.getAttribute('aria-controls'));
  if (!listbox) throw new Error('search listbox not found');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  if (input.value === value) {
    setValue.call(input, '');
    input.dispatchEvent(new Event('input', {bubbles: true}));
    await new Promise((r) => setTimeout(r, 0));
  }
  input.focus();
  return await new Promise((resolve, reject) => {
    let sawBusy = false;
    let t0 = 0;
    const finish = () => {
      const t1 = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve({
        ms: t1 - t0,
        hints: listbox.querySelectorAll('[role="option"]').length,
        links: [...listbox.querySelectorAll('[role="option"] a')].slice(0, 10).map((a) => a.getAttribute('href')),
        client: window.__searchTiming ?? null,
      });
    };
    const check = () => {
      if (listbox.getAttribute('aria-busy') === 'true') sawBusy = true;
      else if (sawBusy) finish();
    };
    const observer = new MutationObserver(check);
    observer.observe(listbox, {attributes: true, attributeFilter: ['aria-busy']});
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('no answer within 20 s for ' + JSON.stringify(value)));
    }, 20000);
    setValue.call(input, value);
    t0 = performance.now();
    input.dispatchEvent(new Event('input', {bubbles: true}));
    check();
  });
}`;

/**
 * The delay the page's search box waits after the last keystroke, as it declares it; null if it does not.
 * @param {Page} page
 */
async function readDebounceMs(page) {
  const text = await page.$eval(SEARCH_INPUT, (input) => input.getAttribute('data-debounce-ms'));
  const ms = Number(text);
  return text === null || text.trim() === '' || !Number.isFinite(ms) || ms < 0 ? null : ms;
}

/**
 * A fresh desktop context on `pagePath`, its search box visible; counts the workers the page starts.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} pagePath
 */
export async function openSearchPage(browser, origin, pagePath) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  await context.addInitScript(() => {
    // Counts search workers that start, to tell worker from main-thread search.
    const counting = /** @type {CountingWindow} */ (/** @type {unknown} */ (window));
    const NativeWorker = window.Worker;
    counting.__benchWorkers = 0;
    if (NativeWorker) {
      window.Worker = class extends NativeWorker {
        /** @param {ConstructorParameters<typeof Worker>} args */
        constructor(...args) {
          super(...args);
          counting.__benchWorkers += 1;
        }
      };
    }
  });
  const page = await context.newPage();
  await page.goto(origin + pagePath, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  await page.waitForSelector(SEARCH_INPUT, {state: 'visible'});
  return {context, page};
}

/**
 * Cold and warm search latency through the real SearchBar (see the top of this file), or `{error}`.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} buildDir
 * @param {{coldRuns?: number, warmQueries?: number, pagePath?: string}} [options]
 */
export async function measureSearch(
  browser,
  origin,
  buildDir,
  {coldRuns = 3, warmQueries = 200, pagePath = '/api'} = {},
) {
  const index = findSearchIndex(buildDir);
  if (!index) {
    return {error: 'no search index in build/assets/search'};
  }
  const words = pickQueryWords(index.path, warmQueries);
  /** @type {{ms: number, hints: number, clientColdMs: number | null, indexBytes: number | null, workers: number}[]} */
  const cold = [];
  /** @type {{queries: number, withResults: number, median: number | null, p95: number | null, clientMedian: number | null, clientP95: number | null, words: string[]} | null} */
  let warm = null;
  /** @type {number | null} */
  let debounceMs = null;
  for (let run = 1; run <= coldRuns; run += 1) {
    const {context, page} = await openSearchPage(browser, origin, pagePath);
    try {
      debounceMs = await readDebounceMs(page);
      if (debounceMs === null) {
        return {error: `the search box on ${pagePath} has no data-debounce-ms, so its debounce cannot be subtracted`};
      }
      const answer = /** @type {QueryAnswer} */ (await page.evaluate(`(${QUERY_FN})(${JSON.stringify(COLD_QUERY)})`));
      const workers = await page.evaluate(
        () => /** @type {CountingWindow} */ (/** @type {unknown} */ (window)).__benchWorkers,
      );
      const debounce = debounceMs;
      cold.push({
        ms: answer.ms - debounce,
        hints: answer.hints,
        clientColdMs: answer.client?.coldMs ?? null,
        indexBytes: answer.client?.indexBytes ?? null,
        workers,
      });
      if (run === coldRuns) {
        const answers = /** @type {QueryAnswer[]} */ (
          await page.evaluate(
            `(async () => { const q = ${QUERY_FN}; const out = []; for (const w of ${JSON.stringify(words)}) { out.push(await q(w)); } return out; })()`,
          )
        );
        const uiMs = answers.map((a) => a.ms - debounce);
        const clientMs = answers.map((a) => a.client?.lastQueryMs ?? null);
        warm = {
          queries: answers.length,
          withResults: answers.filter((a) => a.hints > 0).length,
          median: median(uiMs),
          p95: percentile(uiMs, 95),
          clientMedian: median(clientMs),
          clientP95: percentile(clientMs, 95),
          words,
        };
      }
    } finally {
      await context.close();
    }
  }
  return {
    page: pagePath,
    debounceMs,
    index: {file: index.file, raw: index.raw, gzip: index.gzip, brotli: index.brotli},
    cold: {
      query: COLD_QUERY,
      runs: cold,
      median: median(cold.map((c) => c.ms)),
      clientMedian: median(cold.map((c) => c.clientColdMs)),
      indexBytesReported: cold[0]?.indexBytes ?? null,
      worker: cold.every((c) => c.workers > 0),
    },
    warm,
  };
}
