/** Phase 1: the production build (timed), then a private copy of it to serve. */
import os from 'node:os';
import path from 'node:path';
import {runBuild, snapshotBuild, waitForOtherBuilds} from '../build.mjs';
import {log, section} from '../report.mjs';
import {seconds} from '../util.mjs';

/**
 * Returns the folder of the copy to serve.
 * @param {import('../types').BenchRun} run
 */
export async function buildPhase({siteDir, options, figures, results}) {
  section('production build');
  const buildDir = options.buildDir;
  // Another build on two cores slows ours and every figure, and may rewrite build/ while it is copied.
  if (options.wait) {
    await waitForOtherBuilds(log);
  }
  if (options.skipBuild) {
    log(`build: skipped (--skip-build), reusing ${path.relative(siteDir, buildDir) || buildDir}`);
    results.build = {skipped: true};
  } else {
    const logFile = path.join(os.tmpdir(), `bench-build-${process.pid}.log`);
    const wallMs = await runBuild(siteDir, buildDir, logFile);
    results.build = {wallMs, log: logFile};
    figures.add('build.wallSeconds', 'production build wall time (npx docusaurus build)', seconds(wallMs), 's');
  }
  const servedDir = snapshotBuild(buildDir);
  results.servedDir = servedDir;
  return servedDir;
}
