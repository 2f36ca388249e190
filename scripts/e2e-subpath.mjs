#!/usr/bin/env node
/**
 * `npm run test:e2e:subpath`: builds the site for a sub-path
 * (BASE_URL=/docs/, SITE_URL the local server's address) into
 * build-subpath/ (unminified), then runs e2e/subpath.spec.ts against it on
 * nginx with deploy/nginx.conf. The post-build step writes no compressed copies (the
 * checks are about paths, and compressing takes a minute) and its nginx
 * header files go into the build's own prefix, not deploy/ (which belongs
 * to build/).
 *
 * Usage: node scripts/e2e-subpath.mjs [--skip-build] (E2E_PORT picks the port, default 4174)
 */
import {spawnSync} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cliOptions} from './cliOptions.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const values = cliOptions(
  {'skip-build': {type: 'boolean', default: false}},
  'node scripts/e2e-subpath.mjs [--skip-build]',
);
const port = process.env.E2E_PORT ?? '4174';
const BASE_PATH = '/docs/';
const OUT_DIR = 'build-subpath';
const env = {...process.env, SITE_URL: `http://127.0.0.1:${port}`, BASE_URL: BASE_PATH};

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [extraEnv]
 */
function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, {cwd: siteDir, stdio: 'inherit', env: {...env, ...extraEnv}});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!values['skip-build']) {
  // Unminified: the checks are about paths, and minifying is a good part of a build's time.
  run('npx', ['docusaurus', 'build', '--out-dir', OUT_DIR, '--no-minify']);
  const headers = path.join(os.tmpdir(), `ant-design-plots-subpath-${port}`);
  run(process.execPath, [
    'scripts/postbuild/run.mjs',
    '--dir',
    OUT_DIR,
    '--no-compress',
    '--nginx-headers',
    path.join(headers, 'security-headers.conf'),
    '--nginx-policy-map',
    path.join(headers, 'content-security-policy.conf'),
  ]);
}
run('npx', ['playwright', 'test', 'e2e/subpath.spec.ts'], {
  E2E_SERVER: 'nginx',
  E2E_BUILD_DIR: OUT_DIR,
  E2E_BASE_PATH: BASE_PATH,
  E2E_PORT: port,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
});
