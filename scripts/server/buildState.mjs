/**
 * What the Node server reads from a build besides the file asked for: the
 * inline-script hashes and the pages with a live demo (for the
 * Content-Security-Policy), each page's own spelling (for the casing
 * redirects) and the language folders (their home pages keep the slash). A redeploy may write a new build into the served folder while
 * the server runs, so every request compares a stamp of the post-build
 * records (inode, time and size of two small files: a few microseconds) with
 * the one they were read under, and reads them again when it differs. A copy
 * lands file by file, in any order, so for a while after a change they are
 * read again at most every READ_AGAIN_MS: within a second of the last file,
 * the answers are the new build's (each read that finds something new
 * extends that while). While the records are missing (the folder is being
 * replaced) the last ones read stay in use.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readInlineScriptHashes, SCRIPT_HASHES_FILE} from '../postbuild/inlineScriptHashes.mjs';
import {LIVE_EDITOR_PAGES_FILE, readLiveEditorPages} from '../postbuild/liveEditorPages.mjs';
import {localeSubSites} from '../postbuild/localeSites.mjs';
import {collectPagePaths, pageSpellings} from '../postbuild/pagePaths.mjs';
import {pageUnderBase, readBaseUrl} from '../postbuild/siteBase.mjs';

/** How long after a change of the records they are read again on requests, and how often then. */
export const SETTLE_MS = 3000;
export const READ_AGAIN_MS = 250;

/**
 * @param {string} root
 */
function readRecords(root) {
  const baseUrl = readBaseUrl(root);
  return {
    baseUrl,
    // Language folders (`zh-CN`): their home page is addressed with its slash (`/zh-CN/`).
    locales: localeSubSites(root),
    scriptHashes: readInlineScriptHashes(root),
    // Request paths, under the base.
    liveEditorPages: readLiveEditorPages(root).map((page) => pageUnderBase(page, baseUrl)),
    spellings: pageSpellings(collectPagePaths(root).map((page) => pageUnderBase(page, baseUrl))),
  };
}

/** @typedef {ReturnType<typeof readRecords>} BuildRecords */

/** @param {BuildRecords} records */
function signature({baseUrl, locales, scriptHashes, liveEditorPages, spellings}) {
  return JSON.stringify([baseUrl, locales, scriptHashes, liveEditorPages, [...spellings.values()]]);
}

/** @param {string} root */
function stampOf(root) {
  return [SCRIPT_HASHES_FILE, LIVE_EDITOR_PAGES_FILE]
    .map((name) => {
      const stat = fs.statSync(path.join(root, name), {throwIfNoEntry: false});
      return stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : '-';
    })
    .join(' ');
}

/**
 * Reads the records once (throws, with the fix, when the build has none) and
 * returns `current()`, the records of the build on disk now.
 * @param {string} root
 * @param {() => number} [now]
 */
export function watchBuildRecords(root, now = Date.now) {
  let records = readRecords(root);
  let stamp = stampOf(root);
  let changedAt = -Infinity;
  let readAt = now();

  /** @returns {BuildRecords} */
  function current() {
    const time = now();
    const latest = stampOf(root);
    if (latest !== stamp) {
      stamp = latest;
      changedAt = time;
    } else if (time - changedAt > SETTLE_MS || time - readAt < READ_AGAIN_MS) {
      return records;
    }
    try {
      const read = readRecords(root);
      if (signature(read) !== signature(records)) changedAt = time;
      records = read;
      readAt = time;
    } catch {
      // A build in the middle of being replaced: keep the last records until the new ones are there.
    }
    return records;
  }

  return {current};
}
