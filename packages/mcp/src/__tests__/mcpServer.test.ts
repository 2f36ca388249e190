/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
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
import {checkSitePath, localSource} from '../siteSource';
import {MAX_OUTPUT_CHARS} from '../limits';

// The props tables come from one TypeScript program over the typings; the server starts in a child process.
jest.setTimeout(180_000);

const LAUNCHER = path.join(SITE_DIR, 'packages/mcp/bin/plots-docs-mcp.cjs');
const SITE_URL = 'https://plots-docs.example.org/';

/** A small build as plugins/llms writes it: the manifest, the Line page and its demos' Markdown, the search index. */
async function makeBuild(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-build-'));
  const write = (sitePath: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, sitePath)), {recursive: true});
    fs.writeFileSync(path.join(dir, sitePath), text);
  };
  const content = loadSiteChartContent();
  const line = await buildSourcePage(
    {
      path: '/api/line',
      title: 'Line',
      description: 'A line chart.',
      source: fs.readFileSync(path.join(SITE_DIR, 'docs/api/line.mdx'), 'utf8'),
      section: 'Charts',
    },
    content,
  );
  write('/api/line.md', line.markdown);
  const demos = content.demos.filter((demo) => demo.group === 'line');
  for (const demo of demos) write(markdownPathOf(demo.standalonePath), buildDemoPage(demo).markdown);
  const searchIndexPath = '/assets/search/search-index.0123abcd.json';
  write(searchIndexPath, JSON.stringify(await loadSiteSearchIndex()));
  const manifest: LlmsManifest = {
    title: 'Ant Design Plots',
    siteUrl: SITE_URL,
    pages: [
      {path: '/api/line', markdownPath: '/api/line.md', title: 'Line', description: 'A line chart.', section: 'Charts'},
    ],
    charts: content.charts.map(manifestChart),
    demos: demos.map(manifestDemo),
    searchIndexPath,
  };
  write('/llms-manifest.json', JSON.stringify(manifest));
  // A file beside the build that no tool may read.
  fs.writeFileSync(path.join(path.dirname(dir), `${path.basename(dir)}-secret.txt`), 'TOP SECRET CONTENT');
  return dir;
}

function textOf(result: unknown): string {
  const {content} = result as CallToolResult;
  return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

async function connect(args: string[]): Promise<Client> {
  const client = new Client({name: 'jest', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({command: process.execPath, args: [LAUNCHER, ...args], stderr: 'pipe'}),
  );
  return client;
}

describe('the docs MCP server over stdio (SDK client round trip)', () => {
  let dir: string;
  let client: Client;
  beforeAll(async () => {
    dir = await makeBuild();
    client = await connect(['--dir', dir]);
  });
  afterAll(async () => {
    await client?.close();
    fs.rmSync(dir, {recursive: true, force: true});
    fs.rmSync(`${dir}-secret.txt`, {force: true});
  });

  it('lists the three tools and the pages as resources', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_chart_api', 'get_example', 'search_docs']);
    const {resources} = await client.listResources();
    expect(resources).toEqual([
      expect.objectContaining({uri: `${SITE_URL}api/line.md`, title: 'Line', mimeType: 'text/markdown'}),
    ]);
    const read = await client.readResource({uri: `${SITE_URL}api/line.md`});
    expect(read.contents[0]).toMatchObject({mimeType: 'text/markdown'});
    const [first] = read.contents;
    expect('text' in first ? first.text : '').toMatch(/^# Line\n/);
  });

  it('search_docs ranks with the site search: "smooth line" finds the smooth row of Line', async () => {
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'smooth line'}});
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text).toContain(`${SITE_URL}api/line#prop-smooth`);
    expect(text.split('\n')[0]).toMatch(/^1\. /);
    expect(textOf(await client.callTool({name: 'search_docs', arguments: {query: 'zzqxv'}}))).toBe(
      'No results for "zzqxv".',
    );
  });

  it('get_chart_api gives the events and options as a Markdown table, whole (bounded) or for one option', async () => {
    const whole = textOf(await client.callTool({name: 'get_chart_api', arguments: {chart: 'line'}}));
    expect(whole).toContain('| Property | Type | Default | Description | Since |');
    expect(whole).toMatch(/^\| `smooth` \| `boolean` \| `false` \|/m);
    expect(whole.length).toBeLessThanOrEqual(MAX_OUTPUT_CHARS + 200);
    expect(whole).toMatch(/\[Cut here: \d+ more lines\. Pass `option`/);
    // The chart's events come before the long table, so the cut keeps them.
    expect(whole.indexOf('## Events')).toBeGreaterThan(0);
    expect(whole.indexOf('## Events')).toBeLessThan(whole.indexOf('## API'));
    expect(whole).toContain('`element:click`');
    const legend = textOf(await client.callTool({name: 'get_chart_api', arguments: {chart: 'Line', option: 'legend'}}));
    const rows = legend.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => /^\| `legend(\.|`)/.test(row))).toBe(true);
    expect(legend).toContain('| `legend.position` |');
    expect(legend).toContain('| Property | Type | Default | Description | Since |\n| --- | --- | --- | --- | --- |\n');
    // Line came with the first 1.x release: no "Added" line (a later chart's: plugins/llms manifestEntries test).
    expect(whole).not.toContain('Added:');
  });

  it('answers an unknown chart and an unknown option with a clear error', async () => {
    const unknown = await client.callTool({name: 'get_chart_api', arguments: {chart: 'spline'}});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/^Unknown chart "spline"\. Charts: area, bar, .*line.*\.$/);
    const option = await client.callTool({name: 'get_chart_api', arguments: {chart: 'line', option: 'smoth'}});
    expect(option.isError).toBe(true);
    expect(textOf(option)).toBe('Line has no option "smoth".');
  });

  it('get_example gives the code and description of a demo', async () => {
    const text = textOf(await client.callTool({name: 'get_example', arguments: {id: 'line-basic'}}));
    expect(text).toMatch(
      /^# Basic line\n\n.+\n\n```tsx\nimport React from 'react';\nimport \{Line\} from '@ant-design\/plots';/,
    );
    expect(text).toContain(`See it live: ${SITE_URL}api/line#demo-line-basic`);
  });

  it.each(['../../etc/passwd', '/etc/passwd', '..%2f..%2fetc%2fpasswd', 'line-basic/../../secret', 'nope'])(
    'refuses the example id %j with a clear error and reads nothing outside the site',
    async (id) => {
      const result = await client.callTool({name: 'get_example', arguments: {id}});
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(/^Unknown example id /);
      expect(textOf(result)).not.toContain('TOP SECRET');
    },
  );

  it('rejects input outside the tools’ schemas', async () => {
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'x'.repeat(500)}});
    expect(result.isError).toBe(true);
  });
});

describe('reading the site', () => {
  it.each(['../etc/passwd', '/../etc/passwd', '/api/../../x', '//evil.example/x', '/a\\b', '/a%2e%2e', 'api/line.md'])(
    'refuses %j as a site path',
    (sitePath) => {
      expect(() => checkSitePath(sitePath)).toThrow(/^Refused: /);
    },
  );

  it('refuses a symbolic link out of the build', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-link-'));
    fs.writeFileSync(path.join(dir, 'page.md'), '# Page\n');
    fs.symlinkSync('/etc/hostname', path.join(dir, 'escape.md'));
    const source = localSource(dir);
    await expect(source.readText('/page.md')).resolves.toBe('# Page\n');
    await expect(source.readText('/escape.md')).rejects.toThrow(/^Refused: \/escape\.md is outside the site\.$/);
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('reads a deployed site over HTTP with --site', async () => {
    const dir = await makeBuild();
    const server = http.createServer((request, response) => {
      const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(dir) || !fs.existsSync(file)) response.writeHead(404).end();
      else response.writeHead(200).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as {port: number};
    const client = await connect(['--site', `http://127.0.0.1:${port}/`]);
    try {
      const text = textOf(await client.callTool({name: 'search_docs', arguments: {query: 'smooth line'}}));
      expect(text).toContain(`${SITE_URL}api/line#prop-smooth`);
      expect(textOf(await client.callTool({name: 'get_example', arguments: {id: 'line-basic'}}))).toContain('```tsx');
    } finally {
      await client.close();
      server.close();
      fs.rmSync(dir, {recursive: true, force: true});
      fs.rmSync(`${dir}-secret.txt`, {force: true});
    }
  });
});
