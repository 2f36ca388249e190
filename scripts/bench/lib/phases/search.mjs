/** Phase 5: search index size, and cold and warm search latency through the real SearchBar. */
import {GOALS} from '../config.mjs';
import {atMost, KB, log, section} from '../report.mjs';
import {findSearchIndex, measureSearch} from '../search.mjs';
import {loadAverage, round, seconds} from '../util.mjs';

/**
 * @param {import('../report.mjs').Figures} figures
 * @param {Exclude<Awaited<ReturnType<typeof measureSearch>>, {error: string}>} search
 */
function addLatencies(figures, search) {
  figures.add(
    'search.coldMs',
    `search cold, first query "${search.cold.query}", input to results committed minus ${search.debounceMs} ms debounce`,
    round(search.cold.median, 1),
    'ms',
    atMost(search.cold.median, GOALS.searchColdMs, 'ms'),
    `median of ${search.cold.runs.length} fresh contexts; ${search.cold.worker ? 'worker' : 'main thread'}`,
  );
  figures.add(
    'search.coldClientMs',
    'search cold as window.__searchTiming.coldMs reports it (client.search() to results; no client chunk, no render)',
    round(search.cold.clientMedian, 1),
    'ms',
  );
  const w = search.warm;
  // Measured in the last cold run's context: absent only when no cold run was made.
  if (!w) return;
  figures.add(
    'search.warmMedianMs',
    'search warm, median (input to results committed minus debounce)',
    round(w.median, 1),
    'ms',
    atMost(w.median, GOALS.searchWarmMs, 'ms'),
    `${w.queries} queries of site words, ${w.withResults} with results`,
  );
  figures.add('search.warmP95Ms', 'search warm, p95', round(w.p95, 1), 'ms', atMost(w.p95, GOALS.searchWarmMs, 'ms'));
  figures.add(
    'search.warmClientMedianMs',
    'search warm, window.__searchTiming.lastQueryMs median (worker round trip)',
    round(w.clientMedian, 1),
    'ms',
  );
  figures.add(
    'search.warmClientP95Ms',
    'search warm, window.__searchTiming.lastQueryMs p95',
    round(w.clientP95, 1),
    'ms',
  );
}

/**
 * @param {import('../types').BenchRun} run
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} servedDir
 */
export async function searchPhase({options, figures, results}, browser, origin, servedDir) {
  section('search (Chromium, real SearchBar on /api, desktop, no throttling)');
  results.phases.search = {loadAverageAtStart: loadAverage()};
  const started = Date.now();
  const index = findSearchIndex(servedDir);
  const search = await measureSearch(browser, origin, servedDir, {warmQueries: options.queries});
  results.search = search;
  results.phases.search.seconds = seconds(Date.now() - started);
  figures.add('search.indexRawKb', `search index ${index?.file ?? ''} raw`, KB(index?.raw), 'KB');
  figures.add(
    'search.indexGzipKb',
    'search index gzip',
    KB(index?.gzip),
    'KB',
    atMost(KB(index?.gzip), GOALS.indexGzipKb, 'KB'),
  );
  figures.add('search.indexBrotliKb', 'search index brotli (as served)', KB(index?.brotli), 'KB');
  if (search.error !== undefined) {
    log(`search: not measured: ${search.error}`);
  } else {
    addLatencies(figures, search);
  }
  log(`(${results.phases.search.seconds} s)`);
}
