#!/usr/bin/env node
/**
 * npm run bench: production build time, Lighthouse (mobile preset), JS/CSS
 * bytes before first paint and in total, chart-engine chunk loading,
 * search latency, the live editor's type help and the redraw after a props-table control change,
 * what the demos, their previews and the pages' HTML weigh, what llms-full.txt weighs and the MCP
 * server's search_docs latency (cold and warm),
 * against the production build served by scripts/serve.mjs.
 * Prints one figure a line with its goal; never fails on a goal. Writes
 * bench/results.json. Options: `npm run bench -- --help`; what each figure
 * means: scripts/bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {USAGE, UsageError, parseOptions} from './lib/args.mjs';
import {buildPhase} from './lib/phases/build.mjs';
import {bytesPhase} from './lib/phases/bytes.mjs';
import {editorPhase} from './lib/phases/editor.mjs';
import {controlsPhase} from './lib/phases/controls.mjs';
import {contentPhase} from './lib/phases/content.mjs';
import {enginePhase} from './lib/phases/engine.mjs';
import {hoverPhase} from './lib/phases/hover.mjs';
import {lighthousePhase} from './lib/phases/lighthouse.mjs';
import {llmsPhase} from './lib/phases/llms.mjs';
import {searchPhase} from './lib/phases/search.mjs';
import {searchQualityPhase} from './lib/phases/searchQuality.mjs';
import {printComparison, printSummary} from './lib/phases/summary.mjs';
import {Figures, log} from './lib/report.mjs';
import {SERVER_NAME} from './lib/server.mjs';
import {withSession} from './lib/session.mjs';
import {loadAverage, seconds} from './lib/util.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * An earlier results.json for --compare, read before the (long) run so a wrong path fails at once.
 * @param {string} file
 * @returns {{date?: string, figures: import('./lib/types').Figure[]}}
 */
function readOldResults(file) {
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--compare: cannot read ${file}: ${error instanceof Error ? error.message : error}`);
  }
  if (!Array.isArray(parsed?.figures)) {
    throw new UsageError(`--compare: ${file} is not a bench results file (it has no "figures" list)`);
  }
  return parsed;
}

async function main() {
  const options = parseOptions(process.argv.slice(2), siteDir);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const compare = options.compare;
  const oldResults = compare ? readOldResults(compare) : null;
  const startedAt = Date.now();
  /** @type {import('./lib/types').BenchResults} */
  const results = {
    version: 1,
    date: new Date().toISOString(),
    machine: {cpus: os.cpus().length, node: process.version, loadAverageAtStart: loadAverage()},
    options: {...options, out: undefined},
    phases: {},
  };
  const run = {siteDir, options, results, figures: new Figures(log)};

  log(`bench: ${os.cpus().length} cores, load average ${loadAverage()}, Node ${process.version}`);
  const servedDir = await buildPhase(run);
  await withSession(siteDir, servedDir, results, async (session) => {
    const server = await session.startServer();
    const served = path.relative(siteDir, options.buildDir) || options.buildDir;
    log(`server: ${SERVER_NAME} at ${server.origin}, serving a copy of ${served}`);
    results.server = {name: SERVER_NAME, origin: server.origin};
    contentPhase(run, servedDir);
    await llmsPhase(run, servedDir);
    const engineChunks = enginePhase(run, servedDir);
    await lighthousePhase(run, session, server.origin);
    const browser = await session.launchBrowser();
    await bytesPhase(run, browser, server.origin, servedDir, engineChunks);
    await hoverPhase(run, browser, server.origin);
    await searchPhase(run, browser, server.origin, servedDir);
    await searchQualityPhase(run, browser, server.origin);
    await editorPhase(run, browser, server.origin, servedDir);
    await controlsPhase(run, browser, server.origin);
  });

  results.figures = run.figures.toJSON();
  results.totalSeconds = seconds(Date.now() - startedAt);
  results.machine.loadAverageAtEnd = loadAverage();
  printSummary(results.figures);
  if (compare && oldResults) {
    printComparison(compare, oldResults, results.figures);
  }

  fs.mkdirSync(path.dirname(options.out), {recursive: true});
  fs.writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
  log(`\nwritten: ${path.relative(siteDir, options.out)}; total ${results.totalSeconds} s`);
}

main().catch((error) => {
  if (error instanceof UsageError) {
    console.error(`bench: ${error.message}\nRun "npm run bench -- --help" for the options.`);
    process.exitCode = 2;
    return;
  }
  console.error(`bench failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
});
