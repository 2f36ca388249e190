import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {ENGINE_PACKAGES, type EngineVersions} from './manifest';

/** A header line naming the demo's gallery topics: it shows in no picture. */
const TOPICS_LINE = /^\s*\*\s*topics:.*\n/m;

/**
 * Short hash of a demo file: any change to it (data, options, height, the title a social card
 * shows) calls for a new picture; its topics line is left out, as no picture shows it.
 */
export function sourceHash(source: string): string {
  const text = source.replace(/\r\n/g, '\n').replace(TOPICS_LINE, '');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The installed versions of the engine packages (from node_modules, which is what draws the charts). */
export function readEngineVersions(siteDir: string): EngineVersions {
  const versions = {} as EngineVersions;
  for (const name of ENGINE_PACKAGES) {
    const file = path.join(siteDir, 'node_modules', name, 'package.json');
    versions[name] = (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
  }
  return versions;
}
