/**
 * Phase 3: Lighthouse (mobile preset) on every page, or Playwright timings
 * under the same throttling when Lighthouse cannot run; medians per page.
 */
import {runLighthouse, runPlaywrightTimings} from '../lighthouse.mjs';
import {GOALS, PAGES, PERFORMANCE_GOAL} from '../config.mjs';
import {atMost, log, MS, section} from '../report.mjs';
import {loadAverage, round, seconds} from '../util.mjs';

/** @param {import('../lighthouse.mjs').RunReport} report */
function logRun({round: r, page, ms, run}) {
  log(
    `  run ${r} ${page}: ${
      run.error
        ? `error: ${run.error}`
        : run.scores
          ? `perf ${run.scores.performance}, a11y ${run.scores.accessibility}, LCP ${MS(run.metrics?.lcp)} ms, TBT ${MS(run.metrics?.tbt)} ms`
          : `FCP ${MS(run.metrics?.fcp)} ms, LCP ${MS(run.metrics?.lcp)} ms, TBT~ ${MS(run.metrics?.tbt)} ms`
    } (${seconds(ms)} s)`,
  );
}

/**
 * Lighthouse first, with no other browser running; the Playwright browser is launched after it.
 * @param {import('../types').BenchOptions} options
 * @param {import('../session.mjs').Session} session
 * @param {string} origin
 */
async function measure(options, session, origin) {
  /** @type {import('../lighthouse.mjs').TimingsResult | null} */
  let lh = null;
  /** @type {string | null} */
  let fallbackReason = null;
  if (options.lighthouse) {
    try {
      lh = await runLighthouse(origin, PAGES, options.runs, logRun);
    } catch (error) {
      fallbackReason = String(error instanceof Error ? error.message : error).split('\n')[0];
    }
  } else {
    fallbackReason = '--no-lighthouse';
  }
  const browser = await session.launchBrowser();
  if (!lh) {
    log(
      `NOTE: Lighthouse could not run (${fallbackReason}). FALLBACK: Playwright timings with the mobile preset's ` +
        'throttling (FCP/LCP from PerformanceObserver, CLS from layout-shift entries, TBT approximated from long ' +
        'tasks); no category scores.',
    );
    lh = await runPlaywrightTimings(browser, origin, PAGES, options.runs, logRun);
    lh.fallbackReason = fallbackReason;
  }
  return lh;
}

/**
 * @param {import('../report.mjs').Figures} figures
 * @param {string} page
 * @param {import('../lighthouse.mjs').PageResult} result
 */
function addScores(figures, page, {median: m, okRuns, failing}) {
  figures.add(
    `lh.${page}.performance`,
    `${page} performance`,
    m.performance,
    '',
    {text: `${PERFORMANCE_GOAL}`, ok: m.performance !== null && m.performance >= PERFORMANCE_GOAL},
    `median of ${okRuns}`,
  );
  figures.add(
    `lh.${page}.accessibility`,
    `${page} accessibility`,
    m.accessibility,
    '',
    {text: `${GOALS.accessibility}`, ok: m.accessibility !== null && m.accessibility >= GOALS.accessibility},
    failing.accessibility?.length ? `failing: ${failing.accessibility.join(', ')}` : undefined,
  );
  figures.add(
    `lh.${page}.bestPractices`,
    `${page} best-practices`,
    m['best-practices'],
    '',
    undefined,
    failing['best-practices']?.length ? `failing: ${failing['best-practices'].join(', ')}` : undefined,
  );
  figures.add(
    `lh.${page}.seo`,
    `${page} SEO`,
    m.seo,
    '',
    undefined,
    failing.seo?.length ? `failing: ${failing.seo.join(', ')}` : undefined,
  );
}

/**
 * @param {import('../report.mjs').Figures} figures
 * @param {string} page
 * @param {Record<string, number | null>} m
 * @param {string} tool
 */
function addTimings(figures, page, m, tool) {
  figures.add(`lh.${page}.fcpMs`, `${page} FCP`, MS(m.fcp), 'ms');
  figures.add(`lh.${page}.lcpMs`, `${page} LCP`, MS(m.lcp), 'ms', atMost(m.lcp, GOALS.lcpMs, 'ms'));
  figures.add(
    `lh.${page}.tbtMs`,
    `${page} TBT${tool === 'lighthouse' ? '' : ' (approx. from long tasks)'}`,
    MS(m.tbt),
    'ms',
    atMost(m.tbt, GOALS.tbtMs, 'ms'),
  );
  figures.add(`lh.${page}.cls`, `${page} CLS`, round(m.cls, 3), '', {
    text: `${GOALS.cls}`,
    // A CLS not measured meets no goal (Figures.add gives no verdict on a missing value either).
    ok: m.cls !== null && m.cls <= GOALS.cls,
  });
  figures.add(`lh.${page}.domElements`, `${page} elements once loaded`, m.domElements, '');
}

/**
 * @param {import('../types').BenchRun} run
 * @param {import('../session.mjs').Session} session
 * @param {string} origin
 */
export async function lighthousePhase({options, figures, results}, session, origin) {
  section(`Lighthouse, mobile preset, ${options.runs} runs per page, interleaved, medians`);
  results.phases.lighthouse = {loadAverageAtStart: loadAverage()};
  const started = Date.now();
  const lh = await measure(options, session, origin);
  results.lighthouse = lh;
  results.phases.lighthouse.seconds = seconds(Date.now() - started);
  const tool = lh.tool === 'lighthouse' ? `lighthouse ${lh.version ?? ''}`.trim() : 'playwright fallback';
  log(`(${tool}, ${seconds(Date.now() - started)} s)`);
  if (lh.benchmarkIndex !== undefined) {
    figures.add(
      'lh.benchmarkIndex',
      'Lighthouse benchmarkIndex (CPU speed during the runs; lower = slower or busier machine)',
      round(lh.benchmarkIndex, 0),
      '',
      undefined,
      `load average ${results.phases.lighthouse.loadAverageAtStart} at start`,
    );
  }
  for (const page of PAGES) {
    if (lh.tool === 'lighthouse') {
      addScores(figures, page, lh.pages[page]);
    }
    addTimings(figures, page, lh.pages[page].median, lh.tool);
  }
}
