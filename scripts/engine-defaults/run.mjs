/**
 * `npm run engine-defaults`: writes plugins/chart-docs/engineDefaults.json, the
 * defaults G2Plot applies to each chart (see readEngineDefaults.mjs), read from
 * the installed engine loaded under jsdom. Run it after upgrading @antv/g2plot
 * or @antv/g2; `npm test` fails while the file is stale (its unit test runs
 * this with `--print`, which writes the JSON to stdout instead: Jest's module
 * loader cannot load the engine's ES-module dependencies, Node can).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';
import {JSDOM} from 'jsdom';
import {findStaleSources, readEngineDefaults} from './readEngineDefaults.mjs';
import {recordRegistrations} from './recordRegistrations.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUTPUT_FILE = 'plugins/chart-docs/engineDefaults.json';
const require = createRequire(path.join(siteDir, 'package.json'));

/** The chart components of the site: `chart.component` of every docs/api page. */
function chartComponents() {
  const dir = path.join(siteDir, 'docs/api');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
    .map((file) => matter(fs.readFileSync(path.join(dir, file), 'utf8')).data?.chart?.component)
    .filter((component) => typeof component === 'string');
}

/**
 * The engine reads `window`, `document` and, for G2's label layouts, creates a
 * Worker from a Blob when it loads; jsdom provides the first two, the worker is
 * never used for reading defaults, so a stand-in that does nothing is enough.
 */
function installBrowserGlobals() {
  const {window} = new JSDOM('<!doctype html><div></div>', {pretendToBeVisual: true});
  Object.assign(globalThis, {window, document: window.document, navigator: window.navigator});
  globalThis.getComputedStyle = window.getComputedStyle.bind(window);
  globalThis.requestAnimationFrame = window.requestAnimationFrame.bind(window);
  globalThis.cancelAnimationFrame = window.cancelAnimationFrame.bind(window);
  class InertWorker {
    postMessage() {}
    terminate() {}
  }
  // Only constructed, posted to and terminated by the engine: the stand-in need not be a whole Worker.
  globalThis.Worker = /** @type {typeof Worker} */ (/** @type {unknown} */ (InertWorker));
  URL.createObjectURL = () => 'blob:engine-defaults';
}

installBrowserGlobals();
const stale = findStaleSources((file) => fs.readFileSync(require.resolve(file), 'utf8'));
if (stale.length > 0) {
  console.error(
    `Defaults set in code moved in the engine; update CODE_DEFAULTS in scripts/engine-defaults/readEngineDefaults.mjs: ${stale
      .map((entry) => `${entry.path} (${entry.file})`)
      .join(', ')}`,
  );
  process.exit(1);
}
const registered = recordRegistrations(require);
const result = readEngineDefaults({
  g2plot: require('@antv/g2plot'),
  g2: require('@antv/g2'),
  components: chartComponents(),
  versions: {
    '@antv/g2plot': require('@antv/g2plot/package.json').version,
    '@antv/g2': require('@antv/g2/package.json').version,
  },
});
// `__interval-connected-area-click__` and the like are G2Plot's own, added by the option that needs them.
const registries = {
  interactions: [...registered.interactions].filter((name) => !name.startsWith('__')).sort(),
  labelLayouts: [...registered.labelLayouts].sort(),
};
const text = `${JSON.stringify({...result, registries}, null, 2)}\n`;
if (process.argv.includes('--print')) {
  process.stdout.write(text);
} else {
  fs.writeFileSync(path.join(siteDir, OUTPUT_FILE), text);
  console.log(`Wrote ${OUTPUT_FILE}: defaults of ${Object.keys(result.charts).length} charts.`);
}
