/**
 * The pages of a build that hold a live demo, and so the live code editor:
 * every HTML file with an element carrying `data-demo-id` (the demo block,
 * plugins/chart-docs/src/theme/Demo/DemoBlock.tsx, renders it on the server) or
 * `data-live-codeblock` (a ```` ```tsx live ```` block, src/theme/CodeBlock). Only these
 * pages get 'unsafe-eval' in their Content-Security-Policy
 * (scripts/securityHeaders.mjs); a new page with a demo is listed by the next
 * build without any list to keep by hand.
 *
 * The list is written into the build folder as a dot file, beside the
 * inline-script hashes, so it travels with any copy of the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {htmlFiles, readPostBuildRecord} from './buildFiles.mjs';

export const LIVE_EDITOR_PAGES_FILE = '.live-editor-pages.json';

/** The attributes of the demo block's element (the site contract's `data-demo-id`) and of a live code block's. */
const LIVE_CODE_ATTRIBUTES = ['data-demo-id', 'data-live-codeblock'];

/**
 * A page path, as the clean URL of a built page: `/`, `/guide`, `/~demos/line-basic`.
 * Only plain segments, so it can go into an nginx config as it is.
 */
export const PAGE_PATH = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/;

/**
 * Whether the HTML has a demo block (parsed: a mention of the attribute in a text or a code block does not count).
 * @param {string} html
 */
export function hasLiveDemo(html) {
  let found = false;
  const parser = new Parser({
    onopentag(_name, attributes) {
      if (LIVE_CODE_ATTRIBUTES.some((attribute) => attribute in attributes)) {
        found = true;
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/**
 * The URL path a built HTML file answers (relative to the build, `/` separated): `api/line.html` -> `/api/line`.
 * @param {string} relativeFile
 */
export function pagePathOfFile(relativeFile) {
  const withoutHtml = relativeFile.replace(/(?:^|\/)index\.html$|\.html$/, '');
  return `/${withoutHtml}`;
}

/** @param {string} buildDir */
export function collectLiveEditorPages(buildDir) {
  /** @type {string[]} */
  const pages = [];
  for (const file of htmlFiles(buildDir)) {
    const relative = path.relative(buildDir, file).split(path.sep).join('/');
    // The not-found page answers every unknown path: it always gets the strict policy.
    if (relative === '404.html' || !hasLiveDemo(fs.readFileSync(file, 'utf8'))) continue;
    const page = pagePathOfFile(relative);
    if (!PAGE_PATH.test(page)) {
      throw new Error(`${relative} holds a live demo, but its path ${JSON.stringify(page)} is not a plain URL path`);
    }
    pages.push(page);
  }
  return [...new Set(pages)].sort();
}

/** @param {string} buildDir */
export function writeLiveEditorPages(buildDir) {
  const pages = collectLiveEditorPages(buildDir);
  fs.writeFileSync(path.join(buildDir, LIVE_EDITOR_PAGES_FILE), `${JSON.stringify({pages}, null, 2)}\n`);
  return pages;
}

/**
 * The pages listed for this build; a clear error when the build was not post-processed.
 * @param {string} buildDir
 * @returns {string[]}
 */
export function readLiveEditorPages(buildDir) {
  const {file, record} = readPostBuildRecord(buildDir, LIVE_EDITOR_PAGES_FILE);
  const pages = /** @type {{pages?: unknown}} */ (record)?.pages;
  if (!Array.isArray(pages) || !pages.every((page) => typeof page === 'string' && PAGE_PATH.test(page))) {
    throw new Error(`${file} must hold {"pages": ["/plain/url/path", ...]}: run "npm run build" again.`);
  }
  return pages;
}
