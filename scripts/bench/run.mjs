#!/usr/bin/env node
/**
 * npm run bench: production build time, Lighthouse (mobile preset), JS/CSS
 * bytes before first paint and in total, chart-engine chunk loading and
 * search latency, against the production build served by scripts/serve.mjs.
 * Prints one figure a line with its goal; never fails on a goal. Writes
 * bench/results.json. See README.md, section "Benchmark".
 *
 *   node scripts/bench/run.mjs [--skip-build] [--compare old.json] [--runs 3]
 *                              [--queries 200] [--out bench/results.json]
 *                              [--build-dir build] [--no-wait] [--no-lighthouse]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {runBuild, snapshotBuild, waitForOtherBuilds} from './lib/build.mjs';
import {findEngineChunks, measureBytes} from './lib/bytes.mjs';
import {runLighthouse, runPlaywrightTimings} from './lib/lighthouse.mjs';
import {Figures, KB, MS, compareFigures, table} from './lib/report.mjs';
import {findSearchIndex, measureSearch} from './lib/search.mjs';
import {SERVER_NAME, startServer} from './lib/server.mjs';
import {CHROME_FLAGS, CHROME_PATH, loadAverage, round} from './lib/util.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGES = ['/', '/guide', '/api/line', '/changelog'];
/** Lighthouse performance goals by page (no goal for the changelog). */
const PERFORMANCE_GOALS = {'/': 95, '/guide': 90, '/api/line': 90};
const GOALS = {
  accessibility: 100,
  cls: 0.05,
  jsBeforePaintGzipKb: 200,
  searchColdMs: 300,
  searchWarmMs: 20,
  indexGzipKb: 150,
};

function parseArgs(argv) {
  const options = {
    skipBuild: false,
    compare: null,
    runs: 3,
    queries: 200,
    out: path.join(siteDir, 'bench/results.json'),
    buildDir: path.join(siteDir, 'build'),
    lighthouse: true,
    wait: true,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) {
        throw new Error(`${arg} needs a value`);
      }
      i += 1;
      return argv[i];
    };
    if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--compare') options.compare = path.resolve(next());
    else if (arg === '--runs') options.runs = Math.max(1, Number(next()));
    else if (arg === '--queries') options.queries = Math.max(1, Number(next()));
    else if (arg === '--out') options.out = path.resolve(next());
    else if (arg === '--build-dir') options.buildDir = path.resolve(next());
    else if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--no-wait') options.wait = false;
    else if (arg === '--help' || arg === '-h') {
      console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
      process.exit(0);
    } else {
      throw new Error(`Unknown option ${arg}`);
    }
  }
  return options;
}

const log = (line) => console.log(line);
const section = (title) => console.log(`\n== ${title}`);
const seconds = (ms) => round(ms / 1000, 1);

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const startedAt = Date.now();
  const figures = new Figures(log);
  const results = {
    version: 1,
    date: new Date().toISOString(),
    machine: {cpus: os.cpus().length, node: process.version, loadAverageAtStart: loadAverage()},
    options: {...options, out: undefined},
    phases: {},
  };
  let oldResults = null;
  if (options.compare) {
    oldResults = JSON.parse(fs.readFileSync(options.compare, 'utf8'));
  }

  log(`bench: ${os.cpus().length} cores, load average ${loadAverage()}, Node ${process.version}`);

  // -- Build ---------------------------------------------------------------
  section('production build');
  const buildDir = options.buildDir;
  // Another build on two cores slows ours and every figure, and may rewrite build/ while it is copied.
  if (options.wait) {
    await waitForOtherBuilds(log);
  }
  if (options.skipBuild) {
    log(`build: skipped (--skip-build), reusing ${path.relative(siteDir, buildDir) || buildDir}`);
    results.build = {skipped: true};
  } else {
    const logFile = path.join(os.tmpdir(), `bench-build-${process.pid}.log`);
    const wallMs = await runBuild(siteDir, buildDir, logFile);
    results.build = {wallMs, log: logFile};
    figures.add('build.wallSeconds', 'production build wall time (npx docusaurus build)', seconds(wallMs), 's');
  }
  const servedDir = snapshotBuild(buildDir);
  results.servedDir = servedDir;

  let server = null;
  let browser = null;
  const cleanup = async () => {
    await browser?.close().catch(() => {});
    browser = null;
    await server?.stop();
    server = null;
    fs.rmSync(servedDir, {recursive: true, force: true});
  };
  const onSignal = () => {
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    server = await startServer(siteDir, servedDir);
    log(
      `server: ${SERVER_NAME} at ${server.origin}, serving a copy of ${path.relative(siteDir, buildDir) || buildDir}`,
    );
    results.server = {name: SERVER_NAME, origin: server.origin};

    // -- Static facts: engine chunk, search index ----------------------------
    section('chart engine chunk');
    const engineChunks = findEngineChunks(servedDir);
    results.engineChunks = engineChunks;
    const inEntry = engineChunks.some((chunk) => /\/(main|runtime~main)\.[^/]*\.js$/.test(chunk.file));
    figures.add(
      'engine.chunks',
      'chart engine chunk(s) (G2 registerInteraction / G2Plot data-chart-source-type)',
      engineChunks.length ? engineChunks.map((chunk) => chunk.file).join(', ') : null,
      '',
      {text: 'its own chunk, not in main/runtime', ok: engineChunks.length > 0 && !inEntry},
    );
    engineChunks.forEach((chunk, index) => {
      figures.add(`engine.chunk${index}.rawKb`, `engine chunk ${chunk.file} raw`, KB(chunk.raw), 'KB');
      figures.add(`engine.chunk${index}.gzipKb`, `engine chunk ${chunk.file} gzip`, KB(chunk.gzip), 'KB');
    });

    // -- Lighthouse ------------------------------------------------------------
    section(`Lighthouse, mobile preset, ${options.runs} runs per page, interleaved, medians`);
    results.phases.lighthouse = {loadAverageAtStart: loadAverage()};
    const lhStarted = Date.now();
    let lh = null;
    const progress = ({round: r, page, ms, run}) =>
      log(
        `  run ${r} ${page}: ${
          run.error
            ? `error: ${run.error}`
            : run.scores
              ? `perf ${run.scores.performance}, a11y ${run.scores.accessibility}, LCP ${MS(run.metrics.lcp)} ms, TBT ${MS(run.metrics.tbt)} ms`
              : `FCP ${MS(run.metrics.fcp)} ms, LCP ${MS(run.metrics.lcp)} ms, TBT~ ${MS(run.metrics.tbt)} ms`
        } (${seconds(ms)} s)`,
      );
    let fallbackReason = null;
    if (options.lighthouse) {
      try {
        lh = await runLighthouse(server.origin, PAGES, options.runs, progress);
      } catch (error) {
        fallbackReason = String(error?.message ?? error).split('\n')[0];
      }
    } else {
      fallbackReason = '--no-lighthouse';
    }
    const {chromium} = await import('@playwright/test');
    browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS, headless: true});
    results.machine.chromium = browser.version();
    if (!lh) {
      log(
        `NOTE: Lighthouse could not run (${fallbackReason}). FALLBACK: Playwright timings with the mobile preset's ` +
          'throttling (FCP/LCP from PerformanceObserver, CLS from layout-shift entries, TBT approximated from long ' +
          'tasks); no category scores.',
      );
      lh = await runPlaywrightTimings(browser, server.origin, PAGES, options.runs, progress);
      lh.fallbackReason = fallbackReason;
    }
    results.lighthouse = lh;
    results.phases.lighthouse.seconds = seconds(Date.now() - lhStarted);
    const tool = lh.tool === 'lighthouse' ? `lighthouse ${lh.version ?? ''}`.trim() : 'playwright fallback';
    log(`(${tool}, ${seconds(Date.now() - lhStarted)} s)`);
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
      const {median: m, okRuns, failing} = lh.pages[page];
      const runsNote = `median of ${okRuns}`;
      if (lh.tool === 'lighthouse') {
        const perfGoal = PERFORMANCE_GOALS[page];
        figures.add(
          `lh.${page}.performance`,
          `${page} performance`,
          m.performance,
          '',
          perfGoal ? {text: `>= ${perfGoal}`, ok: m.performance >= perfGoal} : undefined,
          runsNote,
        );
        figures.add(
          `lh.${page}.accessibility`,
          `${page} accessibility`,
          m.accessibility,
          '',
          {text: `${GOALS.accessibility}`, ok: m.accessibility >= GOALS.accessibility},
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
      figures.add(`lh.${page}.fcpMs`, `${page} FCP`, MS(m.fcp), 'ms');
      figures.add(`lh.${page}.lcpMs`, `${page} LCP`, MS(m.lcp), 'ms');
      figures.add(
        `lh.${page}.tbtMs`,
        `${page} TBT${lh.tool === 'lighthouse' ? '' : ' (approx. from long tasks)'}`,
        MS(m.tbt),
        'ms',
      );
      figures.add(`lh.${page}.cls`, `${page} CLS`, round(m.cls, 3), '', {
        text: `< ${GOALS.cls}`,
        ok: m.cls < GOALS.cls,
      });
    }

    // -- Bytes -----------------------------------------------------------------
    section('JS and CSS bytes (Playwright, mobile 412x823, Slow 4G + 4x CPU via CDP; fresh cache per page)');
    results.phases.bytes = {loadAverageAtStart: loadAverage()};
    const bytesStarted = Date.now();
    const bytes = await measureBytes(browser, server.origin, servedDir, PAGES, engineChunks);
    results.bytes = bytes;
    results.phases.bytes.seconds = seconds(Date.now() - bytesStarted);
    for (const page of PAGES) {
      const b = bytes[page];
      const pre = b.beforeFirstPaint;
      figures.add(`bytes.${page}.firstPaintMs`, `${page} first paint (throttled)`, MS(b.firstPaintMs), 'ms');
      for (const [kind, name] of [
        ['js', 'JS'],
        ['css', 'CSS'],
      ]) {
        for (const [size, sizeLabel, suffix] of [
          ['gzip', 'gzip', 'GzipKb'],
          ['raw', 'raw', 'RawKb'],
          ['transfer', 'transferred (brotli)', 'TransferKb'],
        ]) {
          const kb = KB(pre[kind][size]);
          // The goal is on JS gzip; its line also names the files.
          const isGoal = kind === 'js' && size === 'gzip';
          figures.add(
            `bytes.${page}.${kind}BeforePaint${suffix}`,
            `${page} ${name} requested before first paint, ${sizeLabel}`,
            kb,
            'KB',
            isGoal ? {text: `<= ${GOALS.jsBeforePaintGzipKb} KB`, ok: kb <= GOALS.jsBeforePaintGzipKb} : undefined,
            isGoal ? `${pre.js.count} files: ${pre.js.files.map((file) => path.basename(file)).join(', ')}` : undefined,
          );
        }
      }
      for (const [key, label, summary] of [
        ['total', 'total after load, no scroll', b.total],
        ['afterScroll', 'total after scrolling to the end', b.afterScroll],
      ]) {
        figures.add(
          `bytes.${page}.${key}.jsGzipKb`,
          `${page} JS ${label}, gzip`,
          KB(summary.js.gzip),
          'KB',
          undefined,
          `${summary.js.count} files, raw ${KB(summary.js.raw)} KB, transferred ${KB(summary.js.transfer)} KB`,
        );
        figures.add(
          `bytes.${page}.${key}.cssGzipKb`,
          `${page} CSS ${label}, gzip`,
          KB(summary.css.gzip),
          'KB',
          undefined,
          `${summary.css.count} files, raw ${KB(summary.css.raw)} KB, transferred ${KB(summary.css.transfer)} KB`,
        );
      }
      figures.add(
        `bytes.${page}.prefetched.jsGzipKb`,
        `${page} JS of other routes prefetched by Docusaurus (rel=prefetch, idle), after scrolling, gzip`,
        KB(b.prefetchedAfterScroll.js.gzip),
        'KB',
        undefined,
        `${b.prefetchedAfterScroll.js.count} files, not counted above`,
      );
      for (const [viewport, data] of [
        ['mobile', b],
        ['desktop', b.desktop],
      ]) {
        const near = data.firstChartTop !== null && data.firstChartTop < data.viewportHeight + 400;
        const where =
          data.firstChartTop === null
            ? 'no chart on the page'
            : `first chart at ${data.firstChartTop} px, viewport ${data.viewportHeight} px`;
        figures.add(
          `engine.${page}.${viewport}.beforeScroll`,
          `${page} engine fetched before scrolling (${viewport})`,
          data.engineBeforeScroll,
          '',
          {text: near ? 'yes (a chart is within 400 px of the viewport)' : 'no', ok: data.engineBeforeScroll === near},
          where,
        );
        figures.add(
          `engine.${page}.${viewport}.afterScroll`,
          `${page} engine fetched after scrolling to the end (${viewport})`,
          data.engineAfterScroll,
          '',
          {
            text: data.firstChartTop === null ? 'no (no chart)' : 'yes',
            ok: data.engineAfterScroll === (data.firstChartTop !== null),
          },
        );
      }
    }
    log(`(${results.phases.bytes.seconds} s)`);

    // -- Search ----------------------------------------------------------------
    section('search (Chromium, real SearchBar on /api, desktop, no throttling)');
    results.phases.search = {loadAverageAtStart: loadAverage()};
    const searchStarted = Date.now();
    const index = findSearchIndex(servedDir);
    const search = await measureSearch(browser, server.origin, servedDir, {warmQueries: options.queries});
    results.search = search;
    results.phases.search.seconds = seconds(Date.now() - searchStarted);
    figures.add('search.indexRawKb', `search index ${index?.file ?? ''} raw`, KB(index?.raw), 'KB');
    figures.add('search.indexGzipKb', 'search index gzip', KB(index?.gzip), 'KB', {
      text: `<= ${GOALS.indexGzipKb} KB`,
      ok: KB(index?.gzip) <= GOALS.indexGzipKb,
    });
    figures.add('search.indexBrotliKb', 'search index brotli (as served)', KB(index?.brotli), 'KB');
    if (search.error) {
      log(`search: not measured: ${search.error}`);
    } else {
      figures.add(
        'search.coldMs',
        `search cold, first query "${search.cold.query}", input to results committed minus 200 ms debounce`,
        round(search.cold.median, 1),
        'ms',
        {text: `<= ${GOALS.searchColdMs} ms`, ok: search.cold.median <= GOALS.searchColdMs},
        `median of ${search.cold.runs.length} fresh contexts; ${search.cold.worker ? 'worker' : 'main thread'}`,
      );
      figures.add(
        'search.coldClientMs',
        'search cold as window.__searchTiming.coldMs reports it (client.search() to results; no client chunk, no render)',
        round(search.cold.clientMedian, 1),
        'ms',
      );
      const w = search.warm;
      const note = `${w.queries} queries of site words, ${w.withResults} with results`;
      figures.add(
        'search.warmMedianMs',
        'search warm, median (input to results committed minus debounce)',
        round(w.median, 1),
        'ms',
        {
          text: `<= ${GOALS.searchWarmMs} ms`,
          ok: w.median <= GOALS.searchWarmMs,
        },
        note,
      );
      figures.add('search.warmP95Ms', 'search warm, p95', round(w.p95, 1), 'ms', {
        text: `<= ${GOALS.searchWarmMs} ms`,
        ok: w.p95 <= GOALS.searchWarmMs,
      });
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
    log(`(${results.phases.search.seconds} s)`);
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  // -- Summary ---------------------------------------------------------------
  results.figures = figures.toJSON();
  results.totalSeconds = seconds(Date.now() - startedAt);
  results.machine.loadAverageAtEnd = loadAverage();

  section('summary (medians; bytes are gzip KB; engine: fetched before / after scrolling, mobile)');
  const get = (key) => results.figures.find((figure) => figure.key === key)?.value;
  const show = (value) =>
    value === null || value === undefined ? 'n/a' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
  log(
    table(
      [
        'page',
        'perf',
        'a11y',
        'bp',
        'seo',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'FP ms',
        'JS<FP',
        'CSS<FP',
        'JS load',
        'JS scroll',
        'engine',
      ],
      PAGES.map((page) => [
        page,
        show(get(`lh.${page}.performance`)),
        show(get(`lh.${page}.accessibility`)),
        show(get(`lh.${page}.bestPractices`)),
        show(get(`lh.${page}.seo`)),
        show(get(`lh.${page}.fcpMs`)),
        show(get(`lh.${page}.lcpMs`)),
        show(get(`lh.${page}.tbtMs`)),
        show(get(`lh.${page}.cls`)),
        show(get(`bytes.${page}.firstPaintMs`)),
        show(get(`bytes.${page}.jsBeforePaintGzipKb`)),
        show(get(`bytes.${page}.cssBeforePaintGzipKb`)),
        show(get(`bytes.${page}.total.jsGzipKb`)),
        show(get(`bytes.${page}.afterScroll.jsGzipKb`)),
        `${show(get(`engine.${page}.mobile.beforeScroll`))}/${show(get(`engine.${page}.mobile.afterScroll`))}`,
      ]),
    ),
  );
  log(
    `search: index ${show(get('search.indexGzipKb'))} KB gzip, cold ${show(get('search.coldMs'))} ms, warm median ${show(
      get('search.warmMedianMs'),
    )} ms, p95 ${show(get('search.warmP95Ms'))} ms; build ${show(get('build.wallSeconds'))} s`,
  );
  const missed = results.figures.filter((figure) => figure.goalMet === false);
  log(
    `goals: ${results.figures.filter((f) => f.goalMet === true).length} met, ${missed.length} not met${missed.length ? `: ${missed.map((f) => f.key).join(', ')}` : ''}`,
  );

  if (oldResults) {
    section(`compared with ${options.compare} (${oldResults.date ?? 'undated'})`);
    compareFigures(oldResults.figures, results.figures).forEach((line) => log(line));
  }

  fs.mkdirSync(path.dirname(options.out), {recursive: true});
  fs.writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
  log(`\nwritten: ${path.relative(siteDir, options.out)}; total ${results.totalSeconds} s`);
}

main().catch((error) => {
  console.error(`bench failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
});
