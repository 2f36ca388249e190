/** Small helpers shared by the benchmark steps: statistics, sizes, ports, processes. */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export {CHROME_FLAGS, CHROME_PATH} from '../../chromium.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) {
    return null;
  }
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values, p) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) {
    return null;
  }
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const round = (value, digits = 0) =>
  value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;

export const seconds = (ms) => round(ms / 1000, 1);

export const kb = (bytes) => (bytes === null || bytes === undefined ? null : round(bytes / 1024, 1));

/** Raw, gzip -9 and brotli (quality 9, as scripts/serve.mjs sends) sizes of a file, cached. */
const sizeCache = new Map();
export function fileSizes(file) {
  if (!sizeCache.has(file)) {
    const raw = fs.readFileSync(file);
    sizeCache.set(file, {
      raw: raw.length,
      gzip: zlib.gzipSync(raw, {level: 9}).length,
      brotli: zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}}).length,
    });
  }
  return sizeCache.get(file);
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Other processes running `docusaurus build` (not this one or its children). */
export function otherDocusaurusBuilds(excludePids = new Set()) {
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
