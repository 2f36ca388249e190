/**
 * `npm run test:recipes`: the recipes as projects a reader creates (test/recipe-apps/). Installs each project from
 * its lockfile, writes the recipes' code blocks into them, type-checks (Vite: React 19 and React 18 types; Next.js:
 * React 18), builds, serves each build and checks every recipe page in Chromium. Exits 1 on the first failure.
 * Options: --skip-install (use the installed node_modules), --only vite|next.
 */
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROME_FLAGS, CHROME_PATH} from '../chromium.mjs';
import {checkNextApp} from './checkNext.mjs';
import {checkViteApp} from './checkVite.mjs';
import {APPS_DIR, extractRecipes} from './extract.mjs';
import {serveFolder} from './staticServer.mjs';
import {pageLines} from './pageLines.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'vite' && only !== 'next') fail(`--only takes vite or next, not ${only}`);
const PORT = Number(process.env.E2E_PORT ?? 4310);
const VITE = path.join(APPS_DIR, 'vite');
const NEXT = path.join(APPS_DIR, 'next');
/** The Vite builds checked: React 19 and 18, production and development (strict mode's second mount). */
const VITE_BUILDS = /** @type {const} */ ([
  {dir: 'dist', react: '19', dev: false},
  {dir: 'dist-react18', react: '18', dev: false},
  {dir: 'dist-dev', react: '19', dev: true},
  {dir: 'dist-dev-react18', react: '18', dev: true},
]);
const started = Date.now();
const wantVite = only !== 'next';
const wantNext = only !== 'vite';

/** @param {string} message */
function fail(message) {
  process.stderr.write(`recipe apps: ${message}\n`);
  process.exit(1);
}

/** @param {string} message */
function log(message) {
  process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}\n`);
}

/**
 * Runs a command in a project; rejects with its output when it fails.
 * @param {string} cwd
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<string>} its output
 */
function run(cwd, command, commandArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, {
      cwd,
      env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const where = `${path.relative(APPS_DIR, cwd) || '.'}: ${command} ${commandArgs.join(' ')}`;
      if (code === 0) resolve(output);
      // The end of the output holds the error (npm prints its whole usage after a refusal).
      else reject(new Error(`${where} failed (exit ${code}):\n${output.trim().split('\n').slice(-60).join('\n')}`));
    });
  });
}

/**
 * Installs from the lockfile, unless node_modules was installed from this very lockfile (a stamp keeps its hash).
 * `npm install` rather than `npm ci`, as for the site (README): npm 11 writes lockfiles without other platforms'
 * optional packages and `npm ci` then refuses them. npm's cache makes a repeated install mostly offline.
 * @param {string} project
 */
async function install(project) {
  const lockHash = () =>
    createHash('sha256')
      .update(fs.readFileSync(path.join(project, 'package-lock.json')))
      .digest('hex');
  const stamp = path.join(project, 'node_modules', '.recipe-apps-lock-hash');
  if (args.includes('--skip-install') || (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === lockHash()))
    return;
  await run(project, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
  fs.writeFileSync(stamp, lockHash());
}

const bin = (/** @type {string} */ project, /** @type {string} */ name) =>
  path.join(project, 'node_modules/.bin', name);

async function main() {
  await Promise.all([
    wantVite && install(VITE),
    wantVite && install(path.join(VITE, 'react18')),
    wantNext && install(NEXT),
  ]);
  log('installed from the lockfiles');

  const {written, problems} = extractRecipes();
  if (problems.length > 0) fail(problems.join('\n'));
  log(`wrote ${written.length} code blocks of the recipes into the projects`);

  // A type error is reported at its line in the page the code came from.
  const typecheck = (/** @type {Promise<string>} */ check) =>
    check.catch((/** @type {Error} */ error) => {
      throw new Error(pageLines(error.message, written));
    });
  await Promise.all([
    wantVite && typecheck(run(VITE, bin(VITE, 'tsc'), ['-b'])),
    wantVite && typecheck(run(VITE, bin(VITE, 'tsc'), ['-p', 'tsconfig.react18.json'])),
    wantNext && typecheck(run(NEXT, bin(NEXT, 'tsc'), ['--noEmit', '-p', '.'])),
  ]);
  log('type-checked: Vite with React 19 and React 18 types, Next.js with React 18 types');

  // next build is the long step: the Vite builds (a few seconds each) run beside it.
  const nextBuild = wantNext ? run(NEXT, bin(NEXT, 'next'), ['build']) : Promise.resolve('');
  for (const build of wantVite ? VITE_BUILDS : []) {
    await run(VITE, bin(VITE, 'vite'), ['build'], {
      OUT_DIR: build.dir,
      ...(build.react === '18' ? {REACT: '18'} : {}),
      ...(build.dev ? {NODE_ENV: 'development'} : {}),
    });
  }
  await nextBuild;
  log(`built${wantVite ? ` ${VITE_BUILDS.length} Vite builds` : ''}${wantNext ? ' and the Next.js app' : ''}`);

  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROME_FLAGS});
  try {
    for (const build of wantVite ? VITE_BUILDS : []) {
      const server = await serveFolder(path.join(VITE, build.dir), PORT);
      try {
        for (const line of await checkViteApp(browser, `http://127.0.0.1:${PORT}/`, build)) log(line);
      } finally {
        server.close();
      }
    }
    if (wantNext)
      for (const line of await withNextServer(() => checkNextApp(browser, `http://127.0.0.1:${PORT}`))) log(line);
  } finally {
    await browser.close();
  }
  log('every recipe page draws its charts');
}

/**
 * Runs `check` while `next start` serves the build.
 * @template T
 * @param {() => Promise<T>} check
 * @returns {Promise<T>}
 */
async function withNextServer(check) {
  const server = spawn(bin(NEXT, 'next'), ['start', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: NEXT,
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1'},
    stdio: 'ignore',
  });
  try {
    for (let attempt = 0; ; attempt++) {
      const up = await fetch(`http://127.0.0.1:${PORT}/`).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (attempt > 150 || server.exitCode !== null) throw new Error('next start did not answer within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await check();
  } finally {
    server.kill();
  }
}

main().catch((/** @type {unknown} */ error) => fail(error instanceof Error ? error.message : String(error)));
