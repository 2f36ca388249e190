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
import {createSiteHandler} from './server/siteHandler.mjs';

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

let handler;
try {
  handler = createSiteHandler(root);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = http.createServer((req, res) => {
  try {
    handler(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) {
      res.writeHead(500, {'Content-Type': 'text/plain;charset=utf-8'}).end('Internal Server Error\n');
    }
  }
});

server.listen(port, values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${port} (precompressed brotli/gzip, security headers)`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
