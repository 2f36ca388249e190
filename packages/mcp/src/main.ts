import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer} from './createServer';
import {httpSource, localSource, type SiteSource} from './siteSource';

const USAGE = `Usage: plots-docs-mcp [--dir BUILD_DIR | --site URL]

Serves the @ant-design/plots docs to an MCP client over stdio.
  --dir DIR   a local build of the site (default: ./build)
  --site URL  a deployed site, read over HTTP(S)`;

/** The site the arguments name; throws the usage on anything else. */
export function parseArgs(args: readonly string[], cwd = process.cwd()): SiteSource {
  let source: SiteSource | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index];
    const value = args[index + 1];
    if ((flag === '--dir' || flag === '--site') && (value === undefined || value.startsWith('--'))) {
      throw new Error(`${flag} needs a value.\n\n${USAGE}`);
    }
    if (flag === '--dir') source = localSource(path.resolve(cwd, value));
    else if (flag === '--site') source = httpSource(value);
    else if (flag === '--help' || flag === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown option "${flag}".\n\n${USAGE}`);
    index += 1;
  }
  return source ?? localSource(path.resolve(cwd, 'build'));
}

export async function main(args: readonly string[]): Promise<void> {
  const source = parseArgs(args);
  const server = await createDocsServer(source);
  await server.connect(new StdioServerTransport());
  process.stderr.write(`plots-docs-mcp: serving ${source.label} over stdio\n`);
}
