/** The production build, timed, and a private copy of it to serve. */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {otherDocusaurusBuilds, sleep} from './util.mjs';

/**
 * Waits (up to maxMs) while another `docusaurus build` runs on this machine:
 * two builds on two cores distort the wall time and can rewrite build/ under
 * us. Returns the pids that were seen.
 * @param {(line: string) => void} log
 */
export async function waitForOtherBuilds(log, maxMs = 300_000) {
  /** @type {Set<number>} */
  const seen = new Set();
  const started = Date.now();
  for (;;) {
    const others = otherDocusaurusBuilds();
    if (others.length === 0) {
      return [...seen];
    }
    if (seen.size === 0) {
      log(`note: waiting for another docusaurus build to finish (pid ${others.map((o) => o.pid).join(', ')})`);
    }
    others.forEach((o) => seen.add(o.pid));
    if (Date.now() - started > maxMs) {
      log('note: another docusaurus build is still running; going on anyway (figures may be inflated)');
      return [...seen];
    }
    await sleep(2000);
  }
}

/**
 * Runs `npx docusaurus build` in siteDir; resolves with its wall time in ms. Output goes to logFile.
 * @param {string} siteDir
 * @param {string} outDir
 * @param {string} logFile
 * @returns {Promise<number>}
 */
export function runBuild(siteDir, outDir, logFile) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'w');
    const started = process.hrtime.bigint();
    const outArgs = path.resolve(outDir) === path.join(siteDir, 'build') ? [] : ['--out-dir', outDir];
    const child = spawn('npx', ['docusaurus', 'build', ...outArgs], {
      cwd: siteDir,
      stdio: ['ignore', out, out],
      env: {...process.env, FORCE_COLOR: '0'},
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      fs.closeSync(out);
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      if (code === 0) {
        resolve(wallMs);
      } else {
        reject(new Error(`docusaurus build failed (${signal ?? `exit ${code}`}); see ${logFile}`));
      }
    });
  });
}

/**
 * Copies build/ to a temporary folder: other engineers may rebuild build/
 * while the benchmark runs, and every figure must come from one build.
 * @param {string} buildDir
 */
export function snapshotBuild(buildDir) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}. Run without --skip-build, or "npm run build" first.`);
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  fs.cpSync(buildDir, copy, {recursive: true});
  return copy;
}
