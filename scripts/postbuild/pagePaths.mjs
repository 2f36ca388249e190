/**
 * The pages of a build and the one spelling of each path, case included.
 * `/Guide`, `/GUIDE` or `/API/LINE` are other casings of `/guide` and
 * `/api/line`: both servers answer them with a 301 to the page's own
 * spelling (scripts/server/canonicalRedirect.mjs, and the map this file's
 * list becomes in deploy/nginx.conf, scripts/postbuild/nginxHeaders.mjs),
 * instead of the not-found page the browser's router would read as the page.
 */
import path from 'node:path';
import {htmlFiles} from './buildFiles.mjs';
import {PAGE_PATH, pagePathOfFile} from './liveEditorPages.mjs';

/**
 * The clean URL path of every built page (`/guide`, `/api/line`,
 * `/~demos/line-basic`, `/zh-CN/guide`), sorted; not the not-found pages (one per
 * language: `404.html`, `zh-CN/404.html`), and only plain
 * paths (the only ones that can go into an nginx config as they are).
 * @param {string} buildDir
 */
export function collectPagePaths(buildDir) {
  const pages = htmlFiles(buildDir)
    .map((file) => path.relative(buildDir, file).split(path.sep).join('/'))
    .filter(
      (relative) =>
        !/(?:^|\/)404\.html$/.test(relative) && !relative.split('/').some((segment) => segment.startsWith('.')),
    )
    .map(pagePathOfFile)
    .filter((page) => PAGE_PATH.test(page));
  return [...new Set(pages)].sort();
}

/**
 * Each page's own spelling by its lower-cased path. Paths without a letter
 * (`/`) need none, and two pages whose paths differ only in case keep no
 * entry: each is then served only under its own spelling.
 * @param {Iterable<string>} pagePaths
 */
export function pageSpellings(pagePaths) {
  /** @type {Map<string, string>} */
  const byLowerCase = new Map();
  /** @type {Set<string>} */
  const ambiguous = new Set();
  for (const page of pagePaths) {
    const key = page.toLowerCase();
    if (key === page.toUpperCase()) continue;
    if (byLowerCase.has(key) && byLowerCase.get(key) !== page) ambiguous.add(key);
    byLowerCase.set(key, page);
  }
  for (const key of ambiguous) byLowerCase.delete(key);
  return byLowerCase;
}
