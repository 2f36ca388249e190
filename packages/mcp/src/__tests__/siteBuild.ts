import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {buildDemoPage, buildSourcePage} from '@site/plugins/llms/src/buildPages';
import {markdownPathOf} from '@site/plugins/llms/src/markdownPath';
import {manifestChart, manifestDemo} from '@site/plugins/llms/src/manifestEntries';
import type {LlmsManifest} from '@site/plugins/llms/src/types';
import {loadSiteChartContent, SITE_DIR} from '@site/plugins/llms/src/__tests__/site/loadSiteChartContent';
import {loadSiteSearchIndex} from '@site/plugins/search/src/__tests__/site/loadSiteSearchIndex';

export const PACKAGE_DIR = path.join(SITE_DIR, 'packages/mcp');
export const BIN = path.join(PACKAGE_DIR, 'bin/plots-docs-mcp.cjs');
/** The address the fixture's manifest says the build was made for (the site's configured url). */
export const SITE_URL = 'https://plots-docs.example.org/';

/** Bundles the server as `npm pack` does, so the tests run what ships (dist/server.cjs), not the TypeScript. */
export function buildBundle(): void {
  execFileSync(process.execPath, [path.join(PACKAGE_DIR, 'scripts/build.mjs')], {stdio: 'pipe'});
}

/** The pages of the fixture build: each chart page's source under docs/api, and its demos. */
const CHARTS = [
  {slug: 'line', title: 'Line', description: 'A line chart.'},
  {slug: 'dual-axes', title: 'Dual Axes', description: 'Two y axes.'},
];

/**
 * A small build as plugins/llms writes it, from the site's sources: the
 * manifest (every chart, the demos of Line and Dual Axes), those pages' and
 * demos' Markdown, the real search index. `edit` changes the manifest first.
 */
export async function makeBuild(edit?: (manifest: LlmsManifest) => void): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-build-'));
  const write = (sitePath: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, sitePath)), {recursive: true});
    fs.writeFileSync(path.join(dir, sitePath), text);
  };
  const content = loadSiteChartContent();
  for (const chart of CHARTS) {
    const source = fs.readFileSync(path.join(SITE_DIR, `docs/api/${chart.slug}.mdx`), 'utf8');
    const page = await buildSourcePage(
      {path: `/api/${chart.slug}`, title: chart.title, description: chart.description, source, section: 'Charts'},
      content,
    );
    write(`/api/${chart.slug}.md`, page.markdown);
  }
  const demos = content.demos.filter((demo) => CHARTS.some((chart) => chart.slug === demo.group));
  for (const demo of demos) write(markdownPathOf(demo.standalonePath), buildDemoPage(demo).markdown);
  const searchIndexPath = '/assets/search/search-index.0123abcd.json';
  write(searchIndexPath, JSON.stringify(await loadSiteSearchIndex()));
  const manifest: LlmsManifest = {
    title: 'Ant Design Plots',
    siteUrl: SITE_URL,
    pages: CHARTS.map((chart) => ({
      path: `/api/${chart.slug}`,
      markdownPath: `/api/${chart.slug}.md`,
      title: chart.title,
      description: chart.description,
      section: 'Charts' as const,
    })),
    charts: content.charts.map(manifestChart),
    demos: demos.map(manifestDemo),
    searchIndexPath,
  };
  edit?.(manifest);
  write('/llms-manifest.json', JSON.stringify(manifest));
  // A file beside the build that no tool may read.
  fs.writeFileSync(path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`), 'TOP SECRET CONTENT');
  return dir;
}

export function removeBuild(dir: string): void {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.rmSync(`${dir}-secret.txt`, {force: true});
}

export function textOf(result: unknown): string {
  const {content} = result as CallToolResult;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/** An SDK client connected to the bundled server started with `args` (`bin` defaults to this package's). */
export async function connect(args: string[], bin = BIN): Promise<Client> {
  return (await connectWithLog(args, bin)).client;
}

/** The same, with what the server wrote to stderr so far. */
export async function connectWithLog(args: string[], bin = BIN): Promise<{client: Client; stderr: () => string}> {
  const client = new Client({name: 'jest', version: '1.0.0'});
  const transport = new StdioClientTransport({command: process.execPath, args: [bin, ...args], stderr: 'pipe'});
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await client.connect(transport);
  return {client, stderr: () => stderr};
}
