/** Small helpers shared by the benchmark steps: statistics, sizes, ports, processes. */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export {CHROME_FLAGS, CHROME_PATH} from '../../chromium.mjs';

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The median of the finite numbers among `values`, or null when there are none.
 * @param {readonly unknown[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) {
    return null;
  }
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Nearest-rank percentile (p in 0..100).
 * @param {readonly unknown[]} values
 * @param {number} p
 * @returns {number | null}
 */
export function percentile(values, p) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) {
    return null;
  }
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** @param {readonly unknown[]} values */
function finiteSorted(values) {
  return values
    .filter(/** @returns {v is number} */ (v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
}

/**
 * @param {number | null | undefined} value
 * @returns {number | null}
 */
export const round = (value, digits = 0) =>
  value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

export const seconds = (/** @type {number} */ ms) => round(ms / 1000, 1);

export const kb = (/** @type {number | null | undefined} */ bytes) =>
  bytes === null || bytes === undefined ? null : round(bytes / 1024, 1);

/** @type {Map<string, {raw: number, gzip: number, brotli: number}>} */
const sizeCache = new Map();
/**
 * Raw, gzip -9 and brotli (quality 9, as scripts/serve.mjs sends) sizes of a file, cached.
 * @param {string} file
 */
export function fileSizes(file) {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const raw = fs.readFileSync(file);
    sizes = {
      raw: raw.length,
      gzip: zlib.gzipSync(raw, {level: 9}).length,
      brotli: zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}}).length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

/**
 * A TCP port nobody listens on right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // Listening on a TCP host and port: the address is an AddressInfo.
      const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Other processes running `docusaurus build` (not this one or its children). */
/** @param {ReadonlySet<number>} [excludePids] */
export function otherDocusaurusBuilds(excludePids = new Set()) {
  /** @type {{pid: number, cmd: string}[]} */
  const found = [];
  let entries = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || excludePids.has(Number(entry)) || Number(entry) === process.pid) {
      continue;
    }
    try {
      const cmd = fs
        .readFileSync(path.join('/proc', entry, 'cmdline'), 'utf8')
        .split('\0')
        .join(' ');
      if (/node\S*\s+\S*docusaurus(\.js)?\s+build\b/.test(cmd)) {
        found.push({pid: Number(entry), cmd: cmd.trim()});
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

export const loadAverage = () => round(os.loadavg()[0], 2);
