#!/usr/bin/env node
/**
 * Serves the production build the way deploy/nginx.conf does in production:
 * precompressed brotli/gzip bodies, the security headers, clean URLs, 301s
 * to canonical URLs and a real 404 (scripts/server/siteHandler.mjs). Used by
 * `npm run serve`, the browser tests and the benchmark.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--host 127.0.0.1]
 */
import http from 'node:http';
import path from 'node:path';
import {cliOptions, portOption} from './cliOptions.mjs';
import {REVALIDATE} from './server/cachePolicy.mjs';
import {createSite} from './server/siteHandler.mjs';

const USAGE = 'node scripts/serve.mjs [--port 3000] [--dir build] [--host 127.0.0.1]';
const values = cliOptions(
  {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    dir: {type: 'string', default: 'build'},
    host: {type: 'string', default: '127.0.0.1'},
  },
  USAGE,
);
const root = path.resolve(values.dir);
const port = portOption(values.port, USAGE);

/**
 * Request line and headers together: nginx (deploy/nginx.conf) takes a
 * request line of up to 16 KB and four such buffers for the headers, so the
 * longest link the site makes (parseOptionsParam.ts, MAX_PARAM_LENGTH) fits
 * both.
 */
const MAX_HEADER_SIZE = 64 * 1024;

/** @type {import('./server/siteHandler.mjs').Site} */
let site;
try {
  site = createSite(root);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = http.createServer({maxHeaderSize: MAX_HEADER_SIZE}, (req, res) => {
  try {
    site.handle(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) {
      res.writeHead(500, {'Content-Type': 'text/plain;charset=utf-8'}).end('Internal Server Error\n');
    }
  }
});

// Requests Node refuses before the handler sees them (headers over the limit, a malformed request)
// get an answer written here, with the security headers like every other answer.
server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request'];
  const body = `${text}\n`;
  const headers = {
    ...site.strictHeaders,
    'Cache-Control': REVALIDATE,
    'Content-Type': 'text/plain;charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${text}\r\n${lines.join('')}\r\n${body}`);
});

server.listen(port, values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${port} (precompressed brotli/gzip, security headers)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
