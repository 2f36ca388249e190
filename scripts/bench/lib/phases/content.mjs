/**
 * Phase: what the site's content weighs. The demos and their previews grow
 * with every example written, and the pages that list them (a chart's
 * Examples tab, /examples) carry two picture tags per demo in their HTML:
 * these figures show that growth next to the speed figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {GOALS, PAGES} from '../config.mjs';
import {KB, atMost, log, section} from '../report.mjs';

/**
 * The built HTML file a page path is served from (`/` -> index.html, `/api/line?tab=x` -> api/line.html).
 * @param {string} servedDir
 * @param {string} page
 */
function htmlFileOf(servedDir, page) {
  const pathname = page.split('?')[0];
  // A home page (`/`, a language's `/zh-CN/`) is its folder's index.html.
  return pathname.endsWith('/')
    ? path.join(servedDir, pathname.slice(1), 'index.html')
    : path.join(servedDir, `${pathname.slice(1)}.html`);
}

/**
 * Bytes of every file below `dir`.
 * @param {string} dir
 */
function folderBytes(dir) {
  if (!fs.existsSync(dir)) return {bytes: 0, files: 0};
  let bytes = 0;
  let files = 0;
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (entry.isFile()) {
      bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
      files += 1;
    }
  }
  return {bytes, files};
}

/** @param {string} siteDir */
function countDemos(siteDir) {
  const root = path.join(siteDir, 'demos');
  return fs.readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.tsx')).length;
}

/**
 * @param {import('../types').BenchRun} run
 * @param {string} servedDir
 */
export function contentPhase({figures, results, siteDir}, servedDir) {
  section('Content: demos, previews and HTML');
  const previews = folderBytes(path.join(siteDir, 'static', 'previews'));
  const demos = countDemos(siteDir);
  /** @type {Record<string, {raw: number, gzip: number, brotli: number}>} */
  const htmlSizes = {};
  results.content = {demos, previews, html: htmlSizes};
  figures.add('content.demos', 'demo files', demos, '');
  figures.add(
    'content.previewsKb',
    'preview pictures and social cards in the repository (static/previews)',
    KB(previews.bytes),
    'KB',
    undefined,
    `${previews.files} files`,
  );
  for (const page of PAGES) {
    const file = htmlFileOf(servedDir, page);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file);
    const gzip = zlib.gzipSync(html).length;
    // What the servers send: the build's precompressed file.
    const brotliFile = `${file}.br`;
    const brotli = fs.existsSync(brotliFile) ? fs.statSync(brotliFile).size : zlib.brotliCompressSync(html).length;
    htmlSizes[page] = {raw: html.length, gzip, brotli};
    figures.add(
      `content.html.${page}.gzipKb`,
      `${page} HTML, gzip`,
      KB(gzip),
      'KB',
      undefined,
      `raw ${KB(html.length)} KB`,
    );
    figures.add(
      `content.html.${page}.brotliKb`,
      `${page} HTML, brotli (as served)`,
      KB(brotli),
      'KB',
      atMost(KB(brotli), GOALS.htmlBrotliKb, 'KB'),
    );
  }
  log('');
}
