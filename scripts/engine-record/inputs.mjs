/**
 * What a recording depends on, so a test can tell when plugins/chart-docs/engineRecord.json is stale
 * without drawing anything: the installed engine's versions, and a hash of the recorder's own files
 * and of the demos (each chart's are drawn).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

export const RECORD_FILE = 'plugins/chart-docs/engineRecord.json';
const PACKAGES = ['@antv/g2plot', '@antv/g2', '@antv/component', '@antv/g-canvas', '@ant-design/plots'];

/**
 * Installed versions of the engine's layers and the React wrapper.
 * @param {string} siteDir
 * @returns {Record<string, string>}
 */
export function engineVersions(siteDir) {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return Object.fromEntries(PACKAGES.map((name) => [name, require(`${name}/package.json`).version]));
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** A demo's leading metadata comment (title, description, keywords, topics): the engine never sees it. */
const DEMO_HEADER = /^\/\*\*[\s\S]*?\*\/\s*/;

/**
 * sha256 of the recorder's files and every demo's code (its header left out, so retitling or
 * re-topicking a demo does not make the recording stale), by path, in a stable order.
 * @param {string} siteDir
 */
export function recorderInputsHash(siteDir) {
  const files = [
    ...filesUnder(path.join(siteDir, 'scripts/engine-record')).filter((file) => !file.includes('__tests__')),
    ...fs
      .readdirSync(path.join(siteDir, 'demos'))
      .flatMap((group) => filesUnder(path.join(siteDir, 'demos', group)))
      .filter((/** @type {string} */ file) => file.endsWith('.tsx')),
  ].sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(siteDir, file));
    hash.update('\0');
    const content = fs.readFileSync(file);
    hash.update(file.endsWith('.tsx') ? content.toString('utf8').replace(DEMO_HEADER, '') : content);
    hash.update('\0');
  }
  return hash.digest('hex');
}
