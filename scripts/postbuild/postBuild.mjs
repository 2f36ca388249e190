/**
 * What `npm run build` does after `docusaurus build`: records the inline
 * scripts' hashes for the Content-Security-Policy, then writes brotli and
 * gzip copies of the text assets. Both servers need the result; they refuse
 * a build without the hashes (scripts/postbuild/inlineScriptHashes.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {SCRIPT_HASHES_FILE, writeInlineScriptHashes} from './inlineScriptHashes.mjs';
import {precompress} from './precompress.mjs';

export async function postBuild(buildDir) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}. Run "npm run build" first.`);
  }
  const scripts = writeInlineScriptHashes(buildDir);
  const compressed = await precompress(buildDir);
  return {scripts, compressed};
}

/** Post-processes a build made by `docusaurus build` alone (the benchmark's), once. */
export async function ensurePostBuilt(buildDir) {
  if (!fs.existsSync(path.join(buildDir, SCRIPT_HASHES_FILE))) {
    await postBuild(buildDir);
  }
}
