/**
 * Writes `file.br` and `file.gz` beside every text asset of the build, at the
 * highest quality, once at build time. Both servers then send these bodies
 * as they are (sirv with `brotli`/`gzip`, nginx with `brotli_static` and
 * `gzip_static`) instead of compressing on every request at a lower level.
 * A compressed copy that is not smaller than the file is not written; the
 * servers then send the file itself. Files with the same bytes are compressed
 * once: each language's sub-site (`zh-CN/assets/`) repeats most of the
 * English site's scripts (the chart engine, the demos), name and all.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {buildFiles} from './buildFiles.mjs';

/** Text formats worth compressing. Source maps are not emitted for production, and would not be sent. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.md',
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** @param {string} dir */
function compressibleFiles(dir) {
  return buildFiles(dir, (name) => !name.startsWith('.') && COMPRESSIBLE_EXTENSIONS.has(path.extname(name)));
}

/** @typedef {Map<string, Promise<[Buffer, Buffer]>>} CompressedByContent */

/** @param {Buffer} raw */
function compressBodies(raw) {
  return Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, {level: zlib.constants.Z_BEST_COMPRESSION}),
  ]);
}

/**
 * @param {string} file
 * @param {CompressedByContent} byContent the bodies made so far, by the file's hash
 */
async function compressFile(file, byContent) {
  const raw = await fs.promises.readFile(file);
  const key = createHash('sha256').update(raw).digest('base64');
  let bodies = byContent.get(key);
  if (!bodies) {
    bodies = compressBodies(raw);
    byContent.set(key, bodies);
  }
  const [br, gz] = await bodies;
  const written = {raw: raw.length, br: 0, gz: 0};
  for (const [suffix, body] of /** @type {const} */ ([
    ['br', br],
    ['gz', gz],
  ])) {
    const target = `${file}.${suffix}`;
    if (body.length < raw.length) {
      await fs.promises.writeFile(target, body);
      written[suffix] = body.length;
    } else {
      await fs.promises.rm(target, {force: true});
    }
  }
  return written;
}

/**
 * Compresses every text asset under dir; zlib works on libuv's thread pool,
 * so the files are compressed in parallel. Resolves with totals in bytes.
 * @param {string} dir
 */
export async function precompress(dir) {
  const files = compressibleFiles(dir);
  /** @type {CompressedByContent} */
  const byContent = new Map();
  const results = await Promise.all(files.map((file) => compressFile(file, byContent)));
  return results.reduce(
    /** @param {{files: number, raw: number, br: number, gz: number}} total */
    (total, file) => ({
      files: total.files + 1,
      raw: total.raw + file.raw,
      br: total.br + (file.br || file.raw),
      gz: total.gz + (file.gz || file.raw),
    }),
    {files: 0, raw: 0, br: 0, gz: 0},
  );
}
