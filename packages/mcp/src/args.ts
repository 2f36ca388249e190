import path from 'node:path';
import {httpSource, localSource, redactUrl, type SiteSource} from './siteSource';

export const USAGE = `Usage: plots-docs-mcp [--dir BUILD_DIR | --site URL]

Serves the @ant-design/plots docs to an MCP client over stdio.
  --dir DIR   a local build of the site (default: ./build)
  --site URL  a deployed site, read over HTTP(S)`;

/** A wrong command line: main prints its message and the usage and exits 1. */
export class ArgumentError extends Error {}

/**
 * The site the arguments name. Every refusal names the argument it is about
 * (`--site`, `--dir`, the unknown flag); a `--site` value is never echoed with
 * its credentials.
 */
export function parseArgs(args: readonly string[], cwd = process.cwd()): SiteSource {
  const given = new Map<'--dir' | '--site', string>();
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index];
    if (flag === '--help' || flag === '-h') throw new ArgumentError(USAGE);
    if (flag !== '--dir' && flag !== '--site') {
      throw new ArgumentError(`Unknown argument "${redactUrl(flag).slice(0, 60)}".`);
    }
    const value = args[index + 1];
    if (value === undefined || value.trim() === '' || value.startsWith('--')) {
      throw new ArgumentError(`${flag} needs a value.`);
    }
    if (given.has(flag)) throw new ArgumentError(`${flag} is given twice; pass it once.`);
    given.set(flag, value);
    index += 1;
  }
  const dir = given.get('--dir');
  const site = given.get('--site');
  if (dir !== undefined && site !== undefined) {
    throw new ArgumentError(
      '--site and --dir both name a site; pass one of them (--dir for a local build, --site for a deployed one).',
    );
  }
  if (site !== undefined) {
    try {
      return httpSource(site);
    } catch (error) {
      throw new ArgumentError(error instanceof Error ? error.message : String(error));
    }
  }
  return localSource(path.resolve(cwd, dir ?? 'build'));
}
