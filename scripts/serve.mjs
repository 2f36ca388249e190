#!/usr/bin/env node
/**
 * Serves the production build the way a CDN would: compressed (brotli or
 * gzip, as the browser asks), with long-lived caching for hashed assets,
 * the security headers from securityHeaders.mjs, extension-less HTML paths
 * (`/guide` and `/guide/` both answer guide.html) and a real 404 status with
 * the site's not-found page. `docusaurus serve` sends files uncompressed,
 * which distorts every byte and timing figure.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--host 127.0.0.1]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {SECURITY_HEADERS} from './securityHeaders.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.map']);

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
}

const root = path.resolve(arg('dir', 'build'));
const port = Number(arg('port', process.env.PORT ?? 3000));
const host = arg('host', '127.0.0.1');

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No production build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** Maps a URL path to a file in the build, or null. Never leaves the build folder. */
function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) {
    return null;
  }
  const clean = path.posix.normalize(decoded).replace(/\/+$/, '') || '/';
  const candidates =
    clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep) && file !== root) {
      return null;
    }
    if (fs.existsSync(file) && fs.statSync(file).isFile()) {
      return file;
    }
  }
  return null;
}

const cache = new Map();

function encoded(file, encoding) {
  const key = `${file}:${encoding}`;
  if (!cache.has(key)) {
    const raw = fs.readFileSync(file);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}})
        : encoding === 'gzip'
          ? zlib.gzipSync(raw, {level: 9})
          : raw;
    cache.set(key, body);
  }
  return cache.get(key);
}

function send(req, res, file, status) {
  const ext = path.extname(file);
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = !COMPRESSIBLE.has(ext)
    ? 'identity'
    : /\bbr\b/.test(accept)
      ? 'br'
      : /\bgzip\b/.test(accept)
        ? 'gzip'
        : 'identity';
  const body = encoded(file, encoding);
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  res.writeHead(status, {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : {'Content-Encoding': encoding}),
    ...SECURITY_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {Allow: 'GET, HEAD'}).end();
    return;
  }
  const urlPath = (req.url ?? '/').split('?')[0].split('#')[0];
  const file = resolveFile(urlPath);
  if (file) {
    send(req, res, file, 200);
  } else {
    send(req, res, path.join(root, '404.html'), 404);
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port} (brotli/gzip, security headers)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
