/** The build's chart-engine chunks, and whether a page requested one. */
import fs from 'node:fs';
import path from 'node:path';
import {fileSizes} from '../util.mjs';

/**
 * Code that only the chart engine has: G2 registering its built-in `tooltip`
 * interaction (started by `plot:mousemove`) and G2Plot registering its
 * `drill-down` one. The bare
 * name `registerInteraction` is not enough: a demo that registers its own
 * interaction, its source in the demo JSON and the gallery's keywords all
 * contain it, and were counted as the engine.
 */
export const ENGINE_MARKERS = [
  // The bundler may rename G2's own `registerInteraction`, so the call is known by what it registers.
  {
    name: 'G2 registers tooltip',
    pattern: /\((["'])tooltip\1,\s*\{\s*start:\s*\[\s*\{\s*trigger:\s*(["'])plot:mousemove\2/,
  },
  {name: 'G2Plot registers drill-down', pattern: /registerInteraction\)?\((["'])drill-down\1/},
];

/**
 * @typedef {{file: string, markers: string[], raw: number, gzip: number, brotli: number}} EngineChunk
 *   `file` relative to the build (`assets/js/….js`), with its sizes in bytes.
 */

/**
 * The emitted JS files that hold chart-engine code, the default language's and each other language's
 * (`zh-CN/assets/js/`: a language's bundle is its own, so its engine file has another hash).
 * @param {string} buildDir
 * @returns {EngineChunk[]}
 */
export function findEngineChunks(buildDir) {
  const languageDirs = fs
    .readdirSync(buildDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(buildDir, entry.name, 'assets/js')))
    .map((entry) => `${entry.name}/`);
  /** @type {EngineChunk[]} */
  const chunks = [];
  for (const prefix of ['', ...languageDirs]) {
    const jsDir = path.join(buildDir, prefix, 'assets/js');
    for (const name of fs.readdirSync(jsDir)) {
      if (!name.endsWith('.js')) {
        continue;
      }
      const text = fs.readFileSync(path.join(jsDir, name), 'utf8');
      const markers = ENGINE_MARKERS.filter((marker) => marker.pattern.test(text)).map((marker) => marker.name);
      if (markers.length > 0) {
        chunks.push({file: `${prefix}assets/js/${name}`, markers, ...fileSizes(path.join(jsDir, name))});
      }
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
