/** The build's chart-engine chunks, and whether a page requested one. */
import fs from 'node:fs';
import path from 'node:path';
import {fileSizes} from '../util.mjs';

/** Code that only the chart engine has: G2 (`registerInteraction`) and G2Plot (`data-chart-source-type`). */
export const ENGINE_MARKERS = ['registerInteraction', 'data-chart-source-type'];

/**
 * @typedef {{file: string, markers: string[], raw: number, gzip: number, brotli: number}} EngineChunk
 *   `file` relative to the build (`assets/js/….js`), with its sizes in bytes.
 */

/**
 * The emitted JS files that hold chart-engine code.
 * @param {string} buildDir
 * @returns {EngineChunk[]}
 */
export function findEngineChunks(buildDir) {
  const jsDir = path.join(buildDir, 'assets/js');
  /** @type {EngineChunk[]} */
  const chunks = [];
  for (const name of fs.readdirSync(jsDir)) {
    if (!name.endsWith('.js')) {
      continue;
    }
    const text = fs.readFileSync(path.join(jsDir, name), 'utf8');
    const markers = ENGINE_MARKERS.filter((marker) => text.includes(marker));
    if (markers.length > 0) {
      chunks.push({file: `assets/js/${name}`, markers, ...fileSizes(path.join(jsDir, name))});
    }
  }
  return chunks;
}

/**
 * Whether any of these requests fetched one of the engine files (build-relative paths).
 * @param {readonly {name: string}[]} resources
 * @param {readonly string[]} engineFiles
 */
export function engineFetched(resources, engineFiles) {
  return resources.some((entry) => engineFiles.some((file) => entry.name.endsWith(`/${file}`)));
}
