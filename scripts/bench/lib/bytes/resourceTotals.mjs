/**
 * Totals of a page's requests: JS and CSS (raw, gzip and transferred bytes)
 * and images, each URL once, same origin only, sized from the build folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileSizes} from '../util.mjs';

/** @typedef {import('./pageResources.mjs').Resource} Resource */
/** @typedef {{count: number, raw: number, gzip: number, transfer: number, files: string[]}} KindTotals */
/** @typedef {{js: KindTotals, css: KindTotals}} CodeTotals */
/** @typedef {{count: number, raw: number, transfer: number, files: string[]}} ImageTotals */

/** @returns {KindTotals} */
const emptyTotals = () => ({count: 0, raw: 0, gzip: 0, transfer: 0, files: []});

/**
 * Sums JS and CSS of same-origin resources, each URL once, with sizes from the
 * build folder. `prefetch: false` counts what the page itself loaded (a URL
 * it also prefetched counts here), `prefetch: true` only URLs that were
 * nothing but prefetches for other routes.
 * @param {readonly Resource[]} resources
 * @param {string} origin
 * @param {string} buildDir
 * @param {{filter?: (entry: Resource) => boolean, prefetch?: boolean}} [options]
 * @returns {CodeTotals}
 */
export function summarize(resources, origin, buildDir, {filter = () => true, prefetch = false} = {}) {
  const totals = {js: emptyTotals(), css: emptyTotals()};
  /** @type {Map<string, Resource[]>} */
  const byUrl = new Map();
  for (const entry of resources) {
    if (entry.name.startsWith(origin) && filter(entry)) {
      byUrl.set(entry.name, [...(byUrl.get(entry.name) ?? []), entry]);
    }
  }
  for (const [url, entries] of byUrl) {
    const onlyPrefetch = entries.every((entry) => entry.prefetch);
    if (onlyPrefetch !== prefetch) {
      continue;
    }
    const pathname = new URL(url).pathname;
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (!kind) {
      continue;
    }
    const file = path.join(buildDir, decodeURIComponent(pathname));
    const transfer = Math.max(...entries.map((entry) => entry.encodedBodySize));
    const sizes = fs.existsSync(file) ? fileSizes(file) : {raw: entries[0].decodedBodySize, gzip: transfer};
    totals[kind].count += 1;
    totals[kind].raw += sizes.raw;
    totals[kind].gzip += sizes.gzip;
    totals[kind].transfer += transfer;
    totals[kind].files.push(pathname.slice(1));
  }
  return totals;
}

const IMAGE_FILE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/**
 * Images the page loaded (same origin, each URL once): count, bytes as
 * transferred (the body the server sent) and as stored in build/, and files.
 * Lazy images only count once the browser decided to fetch them.
 * @param {readonly Resource[]} resources
 * @param {string} origin
 * @param {string} buildDir
 * @returns {ImageTotals}
 */
export function summarizeImages(resources, origin, buildDir) {
  /** @type {Map<string, number>} */
  const byUrl = new Map();
  for (const entry of resources) {
    const {pathname} = new URL(entry.name);
    if (entry.name.startsWith(origin) && (entry.initiatorType === 'img' || IMAGE_FILE.test(pathname))) {
      byUrl.set(entry.name, Math.max(byUrl.get(entry.name) ?? 0, entry.encodedBodySize));
    }
  }
  /** @type {ImageTotals} */
  const totals = {count: 0, raw: 0, transfer: 0, files: []};
  for (const [url, transfer] of byUrl) {
    const pathname = new URL(url).pathname;
    const file = path.join(buildDir, decodeURIComponent(pathname));
    totals.count += 1;
    totals.transfer += transfer;
    totals.raw += fs.existsSync(file) ? fs.statSync(file).size : transfer;
    totals.files.push(pathname.slice(1));
  }
  return totals;
}
