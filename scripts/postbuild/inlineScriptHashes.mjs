/**
 * The sha256 hashes of the inline scripts in the built HTML, for the
 * `script-src` of the Content-Security-Policy (scripts/securityHeaders.mjs).
 * A build has a few distinct ones (Docusaurus' color-mode script, the site's
 * color-mode normaliser, the base-URL banner of the home page); a browser
 * refuses any inline script whose hash is not listed.
 *
 * The hashes are written into the build folder as a dot file, so they travel
 * with any copy of it; neither server serves dot files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {htmlFiles, readPostBuildRecord} from './buildFiles.mjs';

export const SCRIPT_HASHES_FILE = '.inline-script-hashes.json';

/**
 * `type` values a browser runs as script. Others (`application/ld+json`, the
 * structured data Docusaurus adds) are data blocks that CSP does not govern.
 */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The hash source (`sha256-<base64>`) the browser computes for a script's text.
 * @param {string} text
 */
export function scriptHash(text) {
  return `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The text of every inline script in one HTML document, exactly as the
 * browser sees it (script content is raw text: no entity decoding).
 * @param {string} html
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[] | null} */
  let current = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        current = 'src' in attributes || !SCRIPT_TYPES.has(type) ? null : [];
      },
      ontext(text) {
        current?.push(text);
      },
      onclosetag(name) {
        if (name === 'script' && current) {
          scripts.push(current.join(''));
        }
        current = null;
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  return scripts;
}

/**
 * Every distinct inline script of the build: its hash, how many pages carry
 * it and its first characters (to recognise it when reading the file).
 * @param {string} buildDir
 */
export function collectInlineScriptHashes(buildDir) {
  /** @type {Map<string, {hash: string, pages: number, start: string}>} */
  const byHash = new Map();
  for (const file of htmlFiles(buildDir)) {
    for (const text of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      const hash = scriptHash(text);
      const entry = byHash.get(hash) ?? {hash, pages: 0, start: text.slice(0, 80)};
      entry.pages += 1;
      byHash.set(hash, entry);
    }
  }
  return [...byHash.values()].sort((a, b) => b.pages - a.pages || a.hash.localeCompare(b.hash));
}

/** @param {string} buildDir */
export function writeInlineScriptHashes(buildDir) {
  const scripts = collectInlineScriptHashes(buildDir);
  fs.writeFileSync(path.join(buildDir, SCRIPT_HASHES_FILE), `${JSON.stringify({scripts}, null, 2)}\n`);
  return scripts;
}

/**
 * The hashes a server must allow for this build; a clear error when the build has none written.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function readInlineScriptHashes(buildDir) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}. Run "npm run build" first.`);
  }
  const {file, record} = readPostBuildRecord(buildDir, SCRIPT_HASHES_FILE);
  const scripts = /** @type {{scripts?: unknown}} */ (record)?.scripts;
  if (!Array.isArray(scripts) || !scripts.every((script) => typeof script?.hash === 'string')) {
    throw new Error(`${file} must hold {"scripts": [{"hash": "sha256-...", ...}, ...]}: run "npm run build" again.`);
  }
  return scripts.map((script) => script.hash);
}
