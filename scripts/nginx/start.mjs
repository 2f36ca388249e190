#!/usr/bin/env node
/**
 * Serves a build with nginx and deploy/nginx.conf, in the foreground (as
 * Playwright's webServer and the server tests need): prints `Serving ...`
 * once nginx answers, stops nginx on SIGINT/SIGTERM, exits when nginx does.
 *
 * Usage: node scripts/nginx/start.mjs [--port 3000] [--dir build]
 */
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cliOptions, portOption} from '../cliOptions.mjs';
import {NGINX_BINARY, writeNginxPrefix} from './testConfig.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = 'node scripts/nginx/start.mjs [--port 3000] [--dir build]';
const values = cliOptions(
  {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    dir: {type: 'string', default: path.join(siteDir, 'build')},
  },
  USAGE,
);
const port = portOption(values.port, USAGE);
const buildDir = path.resolve(values.dir);

/** @type {string} */
let prefix;
/** @type {string} */
let config;
try {
  ({prefix, config} = writeNginxPrefix({siteDir, buildDir, port}));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const nginx = spawn(NGINX_BINARY, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {stdio: 'inherit'});
nginx.on('error', (error) => {
  console.error(`nginx could not start (${error.message}): run "bash scripts/ensure-nginx.sh".`);
  process.exit(1);
});
nginx.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 1)));

for (const signal of ['SIGINT', 'SIGTERM']) {
  // nginx stops at once on SIGTERM; this process exits when it has.
  process.on(signal, () => nginx.kill('SIGTERM'));
}

/** Whether something accepts connections on the port yet. */
function answers() {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// nginx prints nothing when it is ready: wait (up to 10 s) until the port answers.
for (let tries = 0; tries < 100 && nginx.exitCode === null; tries += 1) {
  if (await answers()) {
    console.log(`Serving ${buildDir} at http://127.0.0.1:${port} with nginx (deploy/nginx.conf, prefix ${prefix})`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
