/**
 * Phase 1: the production build (timed) and its post-build step, so the
 * folder is a whole build like `npm run build` writes, then a private copy of
 * it to serve.
 */
import os from 'node:os';
import path from 'node:path';
import {readInlineScriptHashes} from '../../../postbuild/inlineScriptHashes.mjs';
import {NGINX_HEADERS_FILE, NGINX_POLICY_MAP_FILE, writeNginxHeaders} from '../../../postbuild/nginxHeaders.mjs';
import {collectPagePaths} from '../../../postbuild/pagePaths.mjs';
import {postBuild} from '../../../postbuild/postBuild.mjs';
import {readBaseUrl} from '../../../postbuild/siteBase.mjs';
import {runBuild, snapshotBuild, waitForOtherBuilds} from '../build.mjs';
import {log, section} from '../report.mjs';
import {seconds} from '../util.mjs';
import {localeSubSites} from '../../../postbuild/localeSites.mjs';

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
    // Untimed: `docusaurus build` is the figure. Nobody may find a build without it (no CSP hashes,
    // no compressed copies), in this folder or in build/ when --build-dir names it.
    const {liveEditorPages} = await postBuild(buildDir, {siteDir});
    if (buildDir === path.join(siteDir, 'build')) {
      // deploy/'s header snippets belong to build/ (README "Deploy"): written for this build, as npm run build does.
      writeNginxHeaders(
        {headersFile: path.join(siteDir, NGINX_HEADERS_FILE), policyMapFile: path.join(siteDir, NGINX_POLICY_MAP_FILE)},
        readInlineScriptHashes(buildDir),
        liveEditorPages,
        collectPagePaths(buildDir),
        readBaseUrl(buildDir),
        localeSubSites(buildDir),
      );
    }
    results.build = {wallMs, log: logFile};
    figures.add('build.wallSeconds', 'production build wall time (npx docusaurus build)', seconds(wallMs), 's');
  }
  const servedDir = snapshotBuild(buildDir);
  results.servedDir = servedDir;
  return servedDir;
}
