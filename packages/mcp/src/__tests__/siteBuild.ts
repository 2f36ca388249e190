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
import {ENGLISH, localizerFor, type Localizer} from '@site/plugins/llms/src/locale/phrases';
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
  {slug: 'line', title: 'Line', description: 'A line chart.', zhTitle: '折线图'},
  {slug: 'dual-axes', title: 'Dual Axes', description: 'Two y axes.', zhTitle: '双轴图'},
];

/**
 * A chart page's source in Chinese as the translations write it (headings with the English ids): the
 * fixture's own, so the test does not wait for every page to be translated.
 */
function chineseChartSource(title: string): string {
  const body = ['## 用法 {#usage}', '<ChartUsage />', '## 配置项 {#api}', '<ChartProps />', '## 事件 {#events}'];
  return `---\ntitle: ${title}\n---\n\n${title}的说明。\n\n<ChartPage>\n\n${[...body, '<ChartEvents />'].join('\n\n')}\n\n</ChartPage>\n`;
}

/** A build's folder for one language: the root for English, `/zh-CN` for Chinese, as Docusaurus lays them out. */
interface LanguageBuild {
  prefix: string;
  locale: Localizer;
  siteUrl: string;
}

/**
 * A small build as plugins/llms writes it, from the site's sources: the
 * manifest (every chart, the demos of Line and Dual Axes), those pages' and
 * demos' Markdown, the real search index. `edit` changes the manifest first.
 * With `chinese`, the same again in Chinese under `/zh-CN/` (the twins written by the plugin's Chinese phrases).
 */
export async function makeBuild(
  edit?: (manifest: LlmsManifest) => void,
  {chinese = false}: {chinese?: boolean} = {},
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-build-'));
  const content = loadSiteChartContent();
  const searchIndex = JSON.stringify(await loadSiteSearchIndex());
  const languages: LanguageBuild[] = [{prefix: '', locale: ENGLISH, siteUrl: SITE_URL}];
  if (chinese) {
    languages.push({prefix: '/zh-CN', locale: localizerFor(SITE_DIR, 'zh-CN', 'en'), siteUrl: `${SITE_URL}zh-CN/`});
  }
  for (const language of languages) await writeLanguage(dir, language, content, searchIndex, edit);
  // A file beside the build that no tool may read.
  fs.writeFileSync(path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`), 'TOP SECRET CONTENT');
  return dir;
}

async function writeLanguage(
  dir: string,
  {prefix, locale, siteUrl}: LanguageBuild,
  content: ReturnType<typeof loadSiteChartContent>,
  searchIndex: string,
  edit?: (manifest: LlmsManifest) => void,
): Promise<void> {
  const write = (sitePath: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, prefix, sitePath)), {recursive: true});
    fs.writeFileSync(path.join(dir, prefix, sitePath), text);
  };
  const titleOf = (chart: (typeof CHARTS)[number]) => (locale === ENGLISH ? chart.title : chart.zhTitle);
  for (const chart of CHARTS) {
    const source =
      locale === ENGLISH
        ? fs.readFileSync(path.join(SITE_DIR, `docs/api/${chart.slug}.mdx`), 'utf8')
        : chineseChartSource(chart.zhTitle);
    const page = await buildSourcePage(
      {path: `/api/${chart.slug}`, title: titleOf(chart), description: chart.description, source, section: 'Charts'},
      content,
      undefined,
      locale,
    );
    write(`/api/${chart.slug}.md`, page.markdown);
  }
  const demos = content.demos.filter((demo) => CHARTS.some((chart) => chart.slug === demo.group));
  for (const demo of demos) write(markdownPathOf(demo.standalonePath), buildDemoPage(demo, locale).markdown);
  const searchIndexPath = '/assets/search/search-index.0123abcd.json';
  write(searchIndexPath, searchIndex);
  const manifest: LlmsManifest = {
    title: 'Ant Design Plots',
    siteUrl,
    pages: CHARTS.map((chart) => ({
      path: `/api/${chart.slug}`,
      markdownPath: `/api/${chart.slug}.md`,
      title: titleOf(chart),
      description: chart.description,
      section: 'Charts' as const,
    })),
    charts: content.charts.map(manifestChart),
    demos: demos.map((demo) => manifestDemo(demo, locale)),
    searchIndexPath,
  };
  edit?.(manifest);
  write('/llms-manifest.json', JSON.stringify(manifest));
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
