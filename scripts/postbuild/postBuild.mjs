/**
 * What `npm run build` does after `docusaurus build`: records the inline
 * scripts' hashes and the pages with a live demo for the
 * Content-Security-Policy, lists the other languages' pages in the root
 * sitemap (./localeSites.mjs), then writes brotli and gzip copies of the
 * text assets. Both servers need the result; they refuse
 * a build without the hashes (scripts/postbuild/inlineScriptHashes.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {SCRIPT_HASHES_FILE, writeInlineScriptHashes} from './inlineScriptHashes.mjs';
import {LIVE_EDITOR_PAGES_FILE, writeLiveEditorPages} from './liveEditorPages.mjs';
import {mergeLocaleSitemaps} from './localeSites.mjs';
import {assertNoMachinePaths} from './machinePaths.mjs';
import {precompress} from './precompress.mjs';

/**
 * @param {string} buildDir
 * @param {{siteDir?: string, compress?: boolean}} [how] siteDir: the folder the build was made in (no built
 *   file may name it); compress: false writes no .br/.gz copies
 */
export async function postBuild(buildDir, {siteDir, compress = true} = {}) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}. Run "npm run build" first.`);
  }
  if (siteDir) assertNoMachinePaths(buildDir, siteDir);
  const scripts = writeInlineScriptHashes(buildDir);
  const liveEditorPages = writeLiveEditorPages(buildDir);
  const sitemapEntriesAdded = mergeLocaleSitemaps(buildDir);
  const compressed = compress ? await precompress(buildDir) : {files: 0, raw: 0, br: 0, gz: 0};
  return {scripts, liveEditorPages, sitemapEntriesAdded, compressed};
}

/**
 * Post-processes a build made by `docusaurus build` alone (the benchmark's), once.
 * @param {string} buildDir
 */
export async function ensurePostBuilt(buildDir) {
  if (![SCRIPT_HASHES_FILE, LIVE_EDITOR_PAGES_FILE].every((file) => fs.existsSync(path.join(buildDir, file)))) {
    await postBuild(buildDir);
  }
}
