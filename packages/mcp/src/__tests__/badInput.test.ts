/**
 * @jest-environment node
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {BIN, buildBundle, connect, connectWithLog, makeBuild, removeBuild, SITE_URL, textOf} from './siteBuild';

// The fixture's props tables come from one TypeScript program; servers start in child processes.
jest.setTimeout(180_000);

/** Runs the bin with stdin closed at once: a refused command line exits before reading it. */
function run(args: string[]): {status: number | null; stderr: string} {
  const result = spawnSync(process.execPath, [BIN, ...args], {input: '', encoding: 'utf8', timeout: 30_000});
  return {status: result.status, stderr: result.stderr};
}

/** Serves `dir` over HTTP, asking for `user:password` when given. */
async function serve(dir: string, auth?: string): Promise<{url: (credentials?: string) => string; close: () => void}> {
  const server = http.createServer((request, response) => {
    const expected = auth && `Basic ${Buffer.from(auth).toString('base64')}`;
    if (expected && request.headers.authorization !== expected) return void response.writeHead(401).end();
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file)) response.writeHead(404).end();
    else response.writeHead(200).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  return {
    url: (credentials) => `http://${credentials ? `${credentials}@` : ''}127.0.0.1:${port}/`,
    close: () => server.close(),
  };
}

let dir: string;
beforeAll(async () => {
  buildBundle();
  dir = await makeBuild();
});
afterAll(() => removeBuild(dir));

describe('the command line', () => {
  it('refuses --site with --dir, naming both', () => {
    const {status, stderr} = run(['--dir', dir, '--site', 'https://plots.example.org/']);
    expect(status).toBe(1);
    expect(stderr).toMatch(/^plots-docs-mcp: --site and --dir both name a site; pass one of them/);
  });

  it.each([
    [['--dir'], /--dir needs a value/],
    [['--site', '--dir', 'x'], /--site needs a value/],
    [['--dir', 'a', '--dir', 'b'], /--dir is given twice/],
    [['--port', '3'], /Unknown argument "--port"/],
    [['--site', 'not a url'], /--site needs an http\(s\) address/],
    [['--site', 'file:///etc/'], /--site needs an http\(s\) address, not "file:\/\/\/etc\/"/],
    [['--dir', '/nonexistent/build'], /from --dir \/nonexistent\/build: No site build at \/nonexistent\/build/],
  ])('%j: exits 1 with a message naming the argument', (args, message) => {
    const {status, stderr} = run(args);
    expect(status).toBe(1);
    expect(stderr).toMatch(message);
  });

  it('never writes credentials given in --site, and sends them as Basic authorization', async () => {
    const site = await serve(dir, 'ann:s3cret-pw');
    try {
      const down = run(['--site', 'http://ann:s3cret-pw@127.0.0.1:9/']);
      expect(down.status).toBe(1);
      expect(down.stderr).toContain('--site http://127.0.0.1:9/');
      expect(down.stderr).not.toContain('s3cret');
      const wrong = run(['--site', 'ftp://ann:s3cret-pw@host/']);
      expect(wrong.stderr).toContain('--site needs an http(s) address, not "ftp://***@host/"');
      expect(wrong.stderr).not.toContain('s3cret');

      const {client, stderr} = await connectWithLog(['--site', site.url('ann:s3cret-pw')]);
      try {
        const answer = textOf(await client.callTool({name: 'get_example', arguments: {id: 'line-basic'}}));
        expect(answer).toContain(`See it live: ${site.url()}api/line#demo-line-basic`);
        expect(answer).not.toContain('s3cret');
        expect(stderr()).toContain(`serving --site ${site.url()} over stdio`);
        expect(stderr()).not.toContain('s3cret');
      } finally {
        await client.close();
      }
    } finally {
      site.close();
    }
  });
});

describe('a running server', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(['--dir', dir]);
  });
  afterAll(() => client?.close());

  it('answers a 12 MB request line with an error and keeps serving', async () => {
    const huge = client.callTool({name: 'search_docs', arguments: {query: 'x'.repeat(12 * 1024 * 1024)}});
    await expect(huge).rejects.toThrow(/Request refused: longer than 1048576 bytes/);
    const {tools} = await client.listTools();
    expect(tools).toHaveLength(3);
  });

  it.each(['constructor', '__proto__', 'constructor legend', 'toString hasOwnProperty'])(
    'searches %j without failing',
    async (query) => {
      const result = await client.callTool({name: 'search_docs', arguments: {query}});
      expect(result.isError).toBeFalsy();
      // The server's own failure starts its answer with "Failed:"; the docs may hold the word elsewhere.
      expect(textOf(result)).not.toMatch(/not iterable|^Failed:/);
    },
  );

  it.each([
    ['dual-axes', `${SITE_URL}api/dual-axes`],
    ['word-cloud', `${SITE_URL}api/word-cloud`],
    ['circle-packing', `${SITE_URL}api/circle-packing`],
    ['line-basic', `${SITE_URL}api/line#demo-line-basic`],
    ['dual-axes-dual-line', `${SITE_URL}api/dual-axes?tab=examples#demo-dual-axes-dual-line`],
  ])('search_docs finds the slug or example id %j first', async (query, url) => {
    const text = textOf(await client.callTool({name: 'search_docs', arguments: {query, limit: 5}}));
    expect(text.split('\n')[1].trim()).toBe(url);
  });

  it('finds a chart by its slug, its component or its words, and an example by its id', async () => {
    for (const chart of ['dual-axes', 'DualAxes', 'DualAxesConfig', 'dual axes']) {
      const text = textOf(
        await client.callTool({name: 'get_chart_api', arguments: {chart, option: 'geometryOptions'}}),
      );
      expect(text).toMatch(/^# Dual Axes \(`<DualAxes \/>`\) options/);
    }
    const example = textOf(await client.callTool({name: 'get_example', arguments: {id: 'dual-axes-dual-line'}}));
    expect(example).toContain("import {DualAxes} from '@ant-design/plots';");
  });
});

describe('links from the manifest', () => {
  it('drops links that are not site paths or http(s) addresses (javascript:, //host)', async () => {
    const hostile = await makeBuild((manifest) => {
      const demo = manifest.demos.find((candidate) => candidate.id === 'line-basic');
      if (demo) demo.link = 'javascript:alert(document.cookie)';
      const chart = manifest.charts.find((candidate) => candidate.slug === 'line');
      if (chart) chart.schemaPath = '//evil.example/schema.json';
      manifest.pages.push({
        path: '/x',
        markdownPath: 'javascript:alert(1)',
        title: 'X',
        description: '',
        section: 'Docs',
      });
    });
    const client = await connect(['--dir', hostile]);
    try {
      const example = textOf(await client.callTool({name: 'get_example', arguments: {id: 'line-basic'}}));
      expect(example).toContain('```tsx');
      expect(example).not.toMatch(/javascript:|See it live/);
      const api = textOf(await client.callTool({name: 'get_chart_api', arguments: {chart: 'line', option: 'smooth'}}));
      expect(api).toContain(`Page: ${SITE_URL}api/line\n\n|`);
      expect(api).not.toContain('evil.example');
      const search = textOf(await client.callTool({name: 'search_docs', arguments: {query: 'line-basic'}}));
      expect(search).not.toContain('javascript:');
      const {resources} = await client.listResources();
      expect(resources.map((resource) => resource.uri)).toEqual([
        `${SITE_URL}api/line.md`,
        `${SITE_URL}api/dual-axes.md`,
      ]);
    } finally {
      await client.close();
      removeBuild(hostile);
    }
  });
});

describe('the raw stream', () => {
  it('answers a line that is not JSON, and a long one by the id at its start, then goes on', async () => {
    const child = spawn(process.execPath, [BIN, '--dir', dir], {stdio: ['pipe', 'pipe', 'pipe']});
    let out = '';
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const answers = async (count: number) => {
      for (let tries = 0; out.split('\n').filter(Boolean).length < count && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return out
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    };
    child.stdin.write('not json\n');
    child.stdin.write(`{"jsonrpc":"2.0","id":41,"method":"ping","params":{"pad":"${'a'.repeat(13 * 1024 * 1024)}"}}\n`);
    child.stdin.write('{"jsonrpc":"2.0","id":42,"method":"ping"}\n');
    const [parse, long, ping] = await answers(3);
    expect(parse).toMatchObject({error: {code: -32700}});
    expect(long).toMatchObject({id: 41, error: {code: -32600}});
    expect(ping).toEqual({jsonrpc: '2.0', id: 42, result: {}});
    expect(child.exitCode).toBeNull();
    expect(log).toContain('plots-docs-mcp: Request refused: longer than 1048576 bytes');
    child.kill();
  });
});
