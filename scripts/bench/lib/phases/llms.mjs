/**
 * Phase: the Markdown for tools (plugins/llms) and the MCP server
 * (packages/mcp). What llms-full.txt weighs (an assistant reads it whole),
 * and how long the MCP server's search_docs takes over stdio: cold (the
 * first call of a fresh server, which reads the search index and builds the
 * site's search metadata) and warm (the site's search quality queries after
 * it, median and p95). The server reads the served copy of the build.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {KB, MS, log, section} from '../report.mjs';
import {fileSizes, median, percentile} from '../util.mjs';

/**
 * @template T
 * @param {() => Promise<T>} run
 */
async function timed(run) {
  const started = performance.now();
  const result = await run();
  return {ms: performance.now() - started, result};
}

/**
 * @param {import('../types').BenchRun} run
 * @param {string} servedDir
 */
export async function llmsPhase({figures, results, siteDir}, servedDir) {
  section('Markdown for tools and the MCP server');
  const full = path.join(servedDir, 'llms-full.txt');
  if (!fs.existsSync(full)) {
    log('no llms-full.txt in the build (plugins/llms not run): skipped');
    return;
  }
  const sizes = fileSizes(full);
  /** @type {{fullTxt: typeof sizes, mcpSearch?: {coldMs: number, warmMs: number[]}}} */
  const llms = {fullTxt: sizes};
  results.llms = llms;
  figures.add('llms.fullTxtKb', 'llms-full.txt', KB(sizes.raw), 'KB', undefined, `brotli ${KB(sizes.brotli)} KB`);
  figures.add('llms.txtKb', 'llms.txt', KB(fileSizes(path.join(servedDir, 'llms.txt')).raw), 'KB');

  const queries = JSON.parse(fs.readFileSync(path.join(siteDir, 'plugins/search/quality/queries.json'), 'utf8')).map(
    (/** @type {{query: string}} */ entry) => entry.query,
  );
  // The server runs from its bundle, as installed from the package (packages/mcp/README.md); build it first.
  execFileSync(process.execPath, [path.join(siteDir, 'packages/mcp/scripts/build.mjs')], {stdio: 'inherit'});
  const client = new Client({name: 'bench', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(siteDir, 'packages/mcp/bin/plots-docs-mcp.cjs'), '--dir', servedDir],
      stderr: 'ignore',
    }),
  );
  try {
    const search = (/** @type {string} */ query) => client.callTool({name: 'search_docs', arguments: {query}});
    const cold = await timed(() => search('smooth line'));
    if (cold.result.isError) throw new Error(`search_docs failed: ${JSON.stringify(cold.result.content)}`);
    const warm = [];
    for (const query of queries) warm.push((await timed(() => search(query))).ms);
    llms.mcpSearch = {coldMs: cold.ms, warmMs: warm};
    figures.add(
      'llms.mcpSearchColdMs',
      'MCP search_docs, cold (first call: index read, metadata built)',
      MS(cold.ms),
      'ms',
    );
    figures.add(
      'llms.mcpSearchWarmMs',
      `MCP search_docs, warm (median of ${warm.length} queries)`,
      MS(median(warm)),
      'ms',
      undefined,
      `p95 ${MS(percentile(warm, 95))} ms`,
    );
  } finally {
    await client.close();
  }
}
