/** The closing summary: one table row per page, the search and control lines, the goals missed, and --compare. */
import {PAGES} from '../config.mjs';
import {compareFigures, log, section, table} from '../report.mjs';

/** The table's columns after the page: a title, and the key of the figure shown for a page. */
/** @type {[string, (page: string) => string][]} */
const COLUMNS = [
  ['perf', (page) => `lh.${page}.performance`],
  ['a11y', (page) => `lh.${page}.accessibility`],
  ['bp', (page) => `lh.${page}.bestPractices`],
  ['seo', (page) => `lh.${page}.seo`],
  ['FCP ms', (page) => `lh.${page}.fcpMs`],
  ['LCP ms', (page) => `lh.${page}.lcpMs`],
  ['TBT ms', (page) => `lh.${page}.tbtMs`],
  ['CLS', (page) => `lh.${page}.cls`],
  ['FP ms', (page) => `bytes.${page}.firstPaintMs`],
  ['JS<FP', (page) => `bytes.${page}.jsBeforePaintGzipKb`],
  ['CSS<FP', (page) => `bytes.${page}.cssBeforePaintGzipKb`],
  ['JS load', (page) => `bytes.${page}.total.jsGzipKb`],
  ['JS scroll', (page) => `bytes.${page}.afterScroll.jsGzipKb`],
];

const show = (/** @type {import('../types').FigureValue} */ value) =>
  value === null || value === undefined ? 'n/a' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;

/** @param {readonly import('../types').Figure[]} figures */
export function printSummary(figures) {
  section('summary (medians; bytes are gzip KB; engine: fetched before / after scrolling, mobile)');
  const get = (/** @type {string} */ key) => figures.find((figure) => figure.key === key)?.value;
  log(
    table(
      ['page', ...COLUMNS.map(([title]) => title), 'engine'],
      PAGES.map((page) => [
        page,
        ...COLUMNS.map(([, key]) => show(get(key(page)))),
        `${show(get(`engine.${page}.mobile.beforeScroll`))}/${show(get(`engine.${page}.mobile.afterScroll`))}`,
      ]),
    ),
  );
  log(
    `search: index ${show(get('search.indexGzipKb'))} KB gzip, cold ${show(get('search.coldMs'))} ms, warm median ${show(
      get('search.warmMedianMs'),
    )} ms, p95 ${show(get('search.warmP95Ms'))} ms; build ${show(get('build.wallSeconds'))} s`,
  );
  log(
    `editor: ready cold ${show(get('editor.coldReadyMs'))} ms, warm ${show(get('editor.warmReadyMs'))} ms; completion warm median ${show(
      get('editor.completionWarmMedianMs'),
    )} ms; ${show(get('editor.bytesGzipKb'))} KB gzip fetched`,
  );
  log(
    `control change to redrawn chart: ${show(get('controls.redrawMs'))} ms desktop, ${show(
      get('controls.redrawThrottledMs'),
    )} ms with 4x CPU slowdown`,
  );
  const missed = figures.filter((figure) => figure.goalMet === false);
  log(
    `goals: ${figures.filter((f) => f.goalMet === true).length} met, ${missed.length} not met${missed.length ? `: ${missed.map((f) => f.key).join(', ')}` : ''}`,
  );
}

/**
 * @param {string} file
 * @param {{date?: string, figures: import('../types').Figure[]}} oldResults
 * @param {readonly import('../types').Figure[]} figures
 */
export function printComparison(file, oldResults, figures) {
  section(`compared with ${file} (${oldResults.date ?? 'undated'})`);
  compareFigures(oldResults.figures, figures).forEach((line) => log(line));
}
