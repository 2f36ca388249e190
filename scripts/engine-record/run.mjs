/**
 * `npm run engine-record`: draws each of the site's charts with the installed G2Plot in Debian's
 * headless Chromium and writes what it observed to plugins/chart-docs/engineRecord.json: the options
 * each chart reads, what its callbacks receive, which events reach `plot.on` and `plot.chart.on`,
 * the defaults as drawn and what its methods do (README.md beside this file). `--print` writes the
 * JSON to stdout instead; `--only pie,line` records some charts (printed, for a look), and with
 * `--update` puts them into the existing file (after changing one chart's demos).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {transform} from 'sucrase';
import {CHROME_FLAGS, CHROME_PATH} from '../chromium.mjs';
import {bundleEngine} from './bundleEngine.mjs';
import {chartInputs} from './chartInputs.mjs';
import {recorderInputsHash, engineVersions, RECORD_FILE} from './inputs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(here, '../..');
const require = createRequire(import.meta.url);
const {probesFor, VARIANTS, WRAPPER_PROPS, PARENT_STARTS} = require('./probes.cjs');

/**
 * The JSON, indented three levels deep (chart, section, entry) and compact below, so a diff after an
 * engine upgrade shows one line per changed option, callback or event.
 */
/**
 * @param {unknown} value
 * @returns {string}
 */
function formatRecord(value) {
  /** @type {(node: unknown, depth: number) => string} */
  const write = (node, depth) => {
    if (depth >= 3 || node === null || typeof node !== 'object') return JSON.stringify(node);
    const pad = ' '.repeat(depth + 1);
    /** @type {string[]} */
    const entries = Array.isArray(node)
      ? node.map((item) => write(item, depth + 1))
      : Object.entries(node).map(([key, item]) => `${JSON.stringify(key)}: ${write(item, depth + 1)}`);
    if (entries.length === 0) return Array.isArray(node) ? '[]' : '{}';
    const [open, close] = Array.isArray(node) ? ['[', ']'] : ['{', '}'];
    return `${open}\n${pad}${entries.join(`,\n${pad}`)}\n${' '.repeat(depth)}${close}`;
  };
  return `${write(value, 0)}\n`;
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null;
const started = Date.now();

/** @param {string} file */
const compile = (file) =>
  transform(fs.readFileSync(file, 'utf8'), {transforms: ['typescript', 'jsx', 'imports'], production: true}).code;

/**
 * The chart's representative demo: `basic.tsx`, compiled to CommonJS for the page.
 * @param {string} slug
 */
function demoCode(slug) {
  const file = path.join(siteDir, 'demos', slug, 'basic.tsx');
  if (!fs.existsSync(file))
    throw new Error(`demos/${slug}/basic.tsx is missing: the recorder draws each chart with it`);
  return compile(file);
}

/**
 * The chart's other demos, compiled: options they set count as read when the chart reads them.
 * @param {string} slug
 */
function otherDemoCodes(slug) {
  const dir = path.join(siteDir, 'demos', slug);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.tsx') && file !== 'basic.tsx')
    .sort()
    .map((file) => compile(path.join(dir, file)));
}

const inputs = chartInputs(siteDir).filter((chart) => !only || only.includes(chart.slug));
const engine = await bundleEngine(siteDir);
const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS});
/** @type {Record<string, unknown>} */
const charts = {};
const failures = [];
// Timers the engine leaves behind (a delayed tooltip, a resize) may throw after a drawing is destroyed:
// not a fact about any chart, so they are counted, not failures.
const lateErrors = new Map();
try {
  const page = await browser.newPage({viewport: {width: 800, height: 600}});
  page.on('pageerror', (error) => lateErrors.set(error.message, (lateErrors.get(error.message) ?? 0) + 1));
  await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
  await page.addScriptTag({content: fs.readFileSync(path.join(here, 'beforeEngine.js'), 'utf8')});
  await page.addScriptTag({content: engine});
  for (const file of fs.readdirSync(path.join(here, 'page')).sort()) {
    await page.addScriptTag({content: fs.readFileSync(path.join(here, 'page', file), 'utf8')});
  }
  for (const chart of inputs) {
    const spec = {
      component: chart.component,
      code: demoCode(chart.slug),
      otherCodes: otherDemoCodes(chart.slug),
      variants: VARIANTS[chart.component] ?? [],
      wrapperProps: WRAPPER_PROPS,
      names: chart.options.map((option) => option.name),
      probes: Object.fromEntries(chart.options.map((option) => [option.name, probesFor(option.name, option.json)])),
      callbacks: chart.callbacks,
      defaults: chart.defaults,
      starts: PARENT_STARTS,
      arrays: chart.arrays,
    };
    try {
      charts[chart.slug] = await page.evaluate(
        // The page's recorder (page/*.js) is a global of that page, untyped here.
        (input) =>
          /** @type {{__recorder: {recordChart: (spec: unknown) => unknown}}} */ (
            /** @type {unknown} */ (globalThis)
          ).__recorder.recordChart(input),
        spec,
      );
      process.stderr.write(`${chart.slug} `);
    } catch (error) {
      failures.push(`${chart.slug}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`);
    }
  }
} finally {
  await browser.close();
}
process.stderr.write('\n');
for (const [message, count] of lateErrors) console.warn(`late engine error after destroy (${count}x): ${message}`);
if (failures.length > 0) {
  console.error(`The recorder failed (read CONTRIBUTING.md, "Engine recorder"):\n${failures.join('\n')}`);
  process.exit(1);
}
const update = only && process.argv.includes('--update');
const previous = update ? JSON.parse(fs.readFileSync(path.join(siteDir, RECORD_FILE), 'utf8')).charts : {};
const merged = Object.fromEntries(Object.entries({...previous, ...charts}).sort(([a], [b]) => a.localeCompare(b)));
const record = {versions: engineVersions(siteDir), inputsHash: recorderInputsHash(siteDir), charts: merged};
const text = formatRecord(record);
if (process.argv.includes('--print')) process.stdout.write(text);
else if (only && !update) console.log(text.slice(0, 4000));
else {
  fs.writeFileSync(path.join(siteDir, RECORD_FILE), text);
  console.log(
    `Wrote ${RECORD_FILE}: ${Object.keys(charts).length} charts in ${Math.round((Date.now() - started) / 1000)} s.`,
  );
}
