/**
 * @jest-environment node
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {checkSitePath, localSource} from '../siteSource';
import {MAX_OUTPUT_CHARS} from '../limits';
import {buildBundle, connect, makeBuild, removeBuild, SITE_URL, textOf} from './siteBuild';

// The props tables come from one TypeScript program over the typings; the server starts in a child process.
jest.setTimeout(180_000);

beforeAll(buildBundle);

describe('the docs MCP server over stdio (SDK client round trip)', () => {
  let dir: string;
  let client: Client;
  beforeAll(async () => {
    dir = await makeBuild();
    client = await connect(['--dir', dir]);
  });
  afterAll(async () => {
    await client?.close();
    removeBuild(dir);
  });

  it('lists the three tools and the pages as resources', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_chart_api', 'get_example', 'search_docs']);
    const {resources} = await client.listResources();
    expect(resources).toEqual([
      expect.objectContaining({uri: `${SITE_URL}api/line.md`, title: 'Line', mimeType: 'text/markdown'}),
      expect.objectContaining({uri: `${SITE_URL}api/dual-axes.md`, title: 'Dual Axes', mimeType: 'text/markdown'}),
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

  it('reads a deployed site over HTTP with --site, and its answers link to that site', async () => {
    const dir = await makeBuild();
    const server = http.createServer((request, response) => {
      const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(dir) || !fs.existsSync(file)) response.writeHead(404).end();
      else response.writeHead(200).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as {port: number};
    const site = `http://127.0.0.1:${port}/`;
    const client = await connect(['--site', site]);
    try {
      const text = textOf(await client.callTool({name: 'search_docs', arguments: {query: 'smooth line'}}));
      expect(text).toContain(`${site}api/line#prop-smooth`);
      const example = textOf(await client.callTool({name: 'get_example', arguments: {id: 'line-basic'}}));
      expect(example).toContain('```tsx');
      expect(example).toContain(`See it live: ${site}api/line#demo-line-basic`);
      const api = textOf(await client.callTool({name: 'get_chart_api', arguments: {chart: 'line', option: 'smooth'}}));
      expect(api).toContain(`Page: ${site}api/line\nJSON Schema: ${site}schemas/line.json`);
      // Nothing points at the address the build was configured with.
      expect([text, example, api].join('\n')).not.toContain(SITE_URL);
      const {resources} = await client.listResources();
      expect(resources.map((resource) => resource.uri)).toContain(`${site}api/line.md`);
    } finally {
      await client.close();
      server.close();
      removeBuild(dir);
    }
  });
});
