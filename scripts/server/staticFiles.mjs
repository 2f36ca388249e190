/**
 * The build's files as scripts/serve.mjs sends them, the way nginx's static
 * module does with deploy/nginx.conf: the file list is read once at start (a
 * build does not change under a running server); dot files and the
 * `.br`/`.gz` copies are never answered under their own names; a request
 * gets the copy its Accept-Encoding takes (./encoding.mjs), with its own
 * strong ETag (nginx's form, `"mtime-size"` in hex) and Last-Modified;
 * conditional and range requests are decided by ./conditionalRequests.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import mime from 'mime-types';
import {chooseEncoding} from './encoding.mjs';
import {conditionalStatus, requestedRange} from './conditionalRequests.mjs';

/** @typedef {{file: string, size: number, etag: string, lastModified: string}} Representation */
/** @typedef {{type: string, identity: Representation, variants: Map<string, Representation>}} BuildFile */

const PRECOMPRESSED = {br: '.br', gzip: '.gz'};
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * @param {string} file
 * @returns {Representation}
 */
function representation(file) {
  const stat = fs.statSync(file);
  const seconds = Math.floor(stat.mtimeMs / 1000);
  return {
    file,
    size: stat.size,
    etag: `"${seconds.toString(16)}-${stat.size.toString(16)}"`,
    lastModified: new Date(seconds * 1000).toUTCString(),
  };
}

/**
 * Every servable file of the build by its URL path (`/guide.html`, `/assets/js/main.1a2b.js`).
 * @param {string} root
 */
export function indexFiles(root) {
  /** @type {Map<string, BuildFile>} */
  const files = new Map();
  for (const entry of fs.readdirSync(root, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    if (urlPath.split('/').some((segment) => segment.startsWith('.')) || PRECOMPRESSED_SUFFIX.test(urlPath)) continue;
    /** @type {Map<string, Representation>} */
    const variants = new Map();
    for (const [encoding, suffix] of Object.entries(PRECOMPRESSED)) {
      if (fs.existsSync(`${file}${suffix}`)) variants.set(encoding, representation(`${file}${suffix}`));
    }
    files.set(urlPath, {
      type: mime.contentType(path.extname(file)) || 'application/octet-stream',
      identity: representation(file),
      variants,
    });
  }
  return files;
}

/**
 * The file a decoded request path is answered with, as deploy/nginx.conf's
 * `try_files $uri $uri.html $uri/index.html` after dropping trailing slashes
 * (`/` -> index.html, `/guide` -> guide.html, `/api` -> api.html), or null.
 * @param {ReadonlyMap<string, BuildFile>} files
 * @param {string} pathname
 */
export function lookUp(files, pathname) {
  const clean = pathname.replace(/(.)\/+$/, '$1');
  const candidates = clean === '/' ? ['/index.html'] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const found = files.get(candidate);
    if (found) return found;
  }
  return null;
}

/**
 * Sends a file with status 200, 206 or 304, or calls `sendError(status,
 * headers)` for 412 and 416. `cacheControl` is the file's own caching, for a
 * whole answer; anything ranged is revalidated (nginx decides its caching
 * before it knows whether a range can be served).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {BuildFile} found
 * @param {{cacheControl: string, revalidate: string, sendError: (status: number, headers?: Record<string, string>) => void}} how
 */
export function sendFile(req, res, found, {cacheControl, revalidate, sendError}) {
  const encoding = chooseEncoding(req.headers['accept-encoding'], found.variants);
  // chooseEncoding picks only among the file's variants.
  const chosen = (encoding && found.variants.get(encoding)) || found.identity;
  if (found.variants.size > 0) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', req.headers.range === undefined ? cacheControl : revalidate);

  const status = conditionalStatus(req.headers, chosen);
  if (status === 412) {
    sendError(412);
    return;
  }
  res.setHeader('ETag', chosen.etag);
  res.setHeader('Last-Modified', chosen.lastModified);
  if (status === 304) {
    res.writeHead(304).end();
    return;
  }
  // Like nginx's gzip_static and brotli_static, a compressed copy is always sent whole.
  const range = encoding ? null : requestedRange(req.headers, chosen);
  if (range === 'unsatisfiable') {
    sendError(416, {'Content-Range': `bytes */${chosen.size}`});
    return;
  }
  const {start, end} = range ?? {start: 0, end: chosen.size - 1};
  res.setHeader('Content-Type', found.type);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  else res.setHeader('Accept-Ranges', 'bytes');
  if (range) res.setHeader('Content-Range', `bytes ${start}-${end}/${chosen.size}`);
  res.writeHead(range ? 206 : 200, {'Content-Length': Math.max(0, end - start + 1)});
  if (req.method === 'HEAD' || chosen.size === 0) {
    res.end();
    return;
  }
  const stream = fs.createReadStream(chosen.file, {start, end});
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
