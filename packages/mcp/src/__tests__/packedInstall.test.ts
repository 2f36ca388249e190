/**
 * @jest-environment node
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {connect, makeBuild, PACKAGE_DIR, removeBuild, SITE_URL, textOf} from './siteBuild';

// npm pack bundles the server; npm install fetches the SDK's dependencies (from the cache when it has them).
jest.setTimeout(300_000);

/** npm without the variables an outer `npm run`/`npm test` sets (workspace, prefix), so it acts on `cwd` alone. */
function npm(args: string[], cwd: string): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  return execFileSync('npm', args, {cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
}

describe('the package installed from its tarball, outside this repository', () => {
  let work: string;
  let site: string;
  let bin: string;
  let files: string[];
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-packed-'));
    const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], PACKAGE_DIR)) as Array<{
      filename: string;
      files: Array<{path: string}>;
    }>;
    files = packed.files.map((file) => file.path).sort();
    const project = path.join(work, 'project');
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({name: 'uses-mcp', private: true}));
    npm(
      ['install', path.join(work, packed.filename), '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      project,
    );
    bin = path.join(project, 'node_modules/.bin/plots-docs-mcp');
    site = await makeBuild();
  });
  afterAll(() => {
    fs.rmSync(work, {recursive: true, force: true});
    if (site) removeBuild(site);
  });

  it('ships the bundle and no TypeScript or loader', () => {
    expect(files).toEqual(['README.md', 'bin/plots-docs-mcp.cjs', 'dist/server.cjs', 'package.json']);
    const installed = path.join(path.dirname(bin), '../@ant-design-plots-docs/mcp');
    const bundle = fs.readFileSync(path.join(installed, 'dist/server.cjs'), 'utf8');
    expect(bundle).not.toMatch(/@site\/|sucrase|\/work\//);
    // It requires Node's modules and its two dependencies; the only other packages' code it carries is what
    // the site's search ranking runs on (MiniSearch and the stemmer), bundled with it.
    const required = [...bundle.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(required.filter((name) => !/^(node:|@modelcontextprotocol\/sdk\/|zod$)/.test(name))).toEqual([]);
    const bundled = new Set([...bundle.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)].map((match) => match[1]));
    expect([...bundled].sort()).toEqual(['minisearch', 'stemmer']);
  });

  it('starts from node_modules/.bin, lists its tools and answers a call on a build (--dir)', async () => {
    const client = await connect(['--dir', site], bin);
    try {
      const {tools} = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['get_chart_api', 'get_example', 'search_docs']);
      const found = textOf(await client.callTool({name: 'search_docs', arguments: {query: 'smooth line'}}));
      expect(found).toContain(`${SITE_URL}api/line#prop-smooth`);
      const example = textOf(await client.callTool({name: 'get_example', arguments: {id: 'line-basic'}}));
      expect(example).toContain("import {Line} from '@ant-design/plots';");
    } finally {
      await client.close();
    }
  });
});
