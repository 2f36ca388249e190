/**
 * Phase 4: JS and CSS bytes before first paint, after load and after
 * scrolling, image bytes before scrolling, and when the chart engine is
 * fetched, per page.
 */
import path from 'node:path';
import {measureBytes} from '../bytes/measure.mjs';
import {CHART_PRELOAD_MARGIN_PX} from '../bytes/siteConstants.mjs';
import {GOALS, IMAGES_BEFORE_SCROLL_GOALS_KB, PAGES} from '../config.mjs';
import {atMost, KB, log, MS, section} from '../report.mjs';
import {loadAverage, seconds} from '../util.mjs';

/** @typedef {import('../bytes/measure.mjs').PageBytes} PageBytes */

/** @type {['js' | 'css', string][]} */
const KINDS = [
  ['js', 'JS'],
  ['css', 'CSS'],
];
/** @type {['gzip' | 'raw' | 'transfer', string, string][]} */
const SIZES = [
  ['gzip', 'gzip', 'GzipKb'],
  ['raw', 'raw', 'RawKb'],
  ['transfer', 'transferred (brotli)', 'TransferKb'],
];

/**
 * @param {import('../report.mjs').Figures} figures
 * @param {string} page
 * @param {import('../bytes/resourceTotals.mjs').CodeTotals} pre
 */
function addBeforePaint(figures, page, pre) {
  for (const [kind, name] of KINDS) {
    for (const [size, sizeLabel, suffix] of SIZES) {
      const kb = KB(pre[kind][size]);
      // The goal is on JS gzip; its line also names the files.
      const isGoal = kind === 'js' && size === 'gzip';
      figures.add(
        `bytes.${page}.${kind}BeforePaint${suffix}`,
        `${page} ${name} requested before first paint, ${sizeLabel}`,
        kb,
        'KB',
        isGoal ? atMost(kb, GOALS.jsBeforePaintGzipKb, 'KB') : undefined,
        isGoal ? `${pre.js.count} files: ${pre.js.files.map((file) => path.basename(file)).join(', ')}` : undefined,
      );
    }
  }
}

/**
 * @param {import('../report.mjs').Figures} figures
 * @param {string} page
 * @param {PageBytes} b
 */
function addTotals(figures, page, b) {
  for (const [key, label, summary] of /** @type {const} */ ([
    ['total', 'total after load, no scroll', b.total],
    ['afterScroll', 'total after scrolling to the end', b.afterScroll],
  ])) {
    for (const [kind, name] of KINDS) {
      figures.add(
        `bytes.${page}.${key}.${kind}GzipKb`,
        `${page} ${name} ${label}, gzip`,
        KB(summary[kind].gzip),
        'KB',
        undefined,
        `${summary[kind].count} files, raw ${KB(summary[kind].raw)} KB, transferred ${KB(summary[kind].transfer)} KB`,
      );
    }
  }
  // The main bundle's start-up task inserts each of the route's chunks: fewer files, a shorter task.
  figures.add(`bytes.${page}.total.jsFiles`, `${page} JS files requested after load, no scroll`, b.total.js.count, '');
  figures.add(
    `bytes.${page}.prefetched.jsGzipKb`,
    `${page} JS of other routes prefetched by Docusaurus (rel=prefetch, idle), after scrolling, gzip`,
    KB(b.prefetchedAfterScroll.js.gzip),
    'KB',
    undefined,
    `${b.prefetchedAfterScroll.js.count} files, not counted above`,
  );
}

/**
 * @param {import('../report.mjs').Figures} figures
 * @param {string} page
 * @param {PageBytes} b
 */
function addImages(figures, page, b) {
  const goalKb = IMAGES_BEFORE_SCROLL_GOALS_KB[page];
  for (const [viewport, images] of /** @type {const} */ ([
    ['mobile', b.imagesBeforeScroll],
    ['desktop', b.desktop.imagesBeforeScroll],
  ])) {
    const kb = KB(images.transfer);
    figures.add(
      `bytes.${page}.${viewport}.imagesBeforeScrollKb`,
      `${page} images loaded before scrolling (${viewport}), transferred`,
      kb,
      'KB',
      goalKb === undefined ? undefined : atMost(kb, goalKb, 'KB'),
      `${images.count} files, raw ${KB(images.raw)} KB`,
    );
  }
}

/**
 * @param {import('../report.mjs').Figures} figures
 * @param {string} page
 * @param {PageBytes} b
 */
function addEngineFetches(figures, page, b) {
  /** @type {[string, PageBytes | PageBytes['desktop']][]} */
  const viewports = [
    ['mobile', b],
    ['desktop', b.desktop],
  ];
  for (const [viewport, data] of viewports) {
    const where =
      data.firstChartTop === null
        ? 'no chart on the page'
        : `first chart at ${data.firstChartTop} px, viewport ${data.viewportHeight} px`;
    // Charts show their previews: on a phone the engine waits for an interaction or for the page to
    // settle; with a mouse it starts right after hydration for a chart near the viewport.
    const startsWhileLoading =
      viewport === 'desktop' &&
      data.firstChartTop !== null &&
      data.firstChartTop < data.viewportHeight + CHART_PRELOAD_MARGIN_PX;
    figures.add(
      `engine.${page}.${viewport}.beforeScroll`,
      `${page} engine fetched while the page loads, no interaction (${viewport})`,
      data.engineBeforeScroll,
      '',
      {text: startsWhileLoading ? 'yes' : 'no', ok: data.engineBeforeScroll === startsWhileLoading},
      where,
    );
    figures.add(
      `engine.${page}.${viewport}.afterScroll`,
      `${page} engine fetched once the page has settled, after scrolling to the end (${viewport})`,
      data.engineAfterScroll,
      '',
      {
        text: data.firstChartTop === null ? 'no (no chart)' : 'yes',
        ok: data.engineAfterScroll === (data.firstChartTop !== null),
      },
    );
  }
}

/**
 * @param {import('../types').BenchRun} run
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} servedDir
 * @param {readonly import('../bytes/engineChunks.mjs').EngineChunk[]} engineChunks
 */
export async function bytesPhase({figures, results}, browser, origin, servedDir, engineChunks) {
  section('JS and CSS bytes (Playwright, mobile 412x823, Slow 4G + 4x CPU via CDP; fresh cache per page)');
  results.phases.bytes = {loadAverageAtStart: loadAverage()};
  const started = Date.now();
  const bytes = await measureBytes(browser, origin, servedDir, PAGES, engineChunks);
  results.bytes = bytes;
  results.phases.bytes.seconds = seconds(Date.now() - started);
  for (const page of PAGES) {
    const b = bytes[page];
    figures.add(`bytes.${page}.firstPaintMs`, `${page} first paint (throttled)`, MS(b.firstPaintMs), 'ms');
    addBeforePaint(figures, page, b.beforeFirstPaint);
    addTotals(figures, page, b);
    addImages(figures, page, b);
    addEngineFetches(figures, page, b);
  }
  log(`(${results.phases.bytes.seconds} s)`);
}
