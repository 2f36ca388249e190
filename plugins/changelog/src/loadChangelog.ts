import fs from 'node:fs/promises';
import path from 'node:path';
import {buildChangelogData} from './parseChangelog';
import type {ChangelogData} from './types';

/** Reads and parses the CSV; a malformed file fails the build with the line to fix. */
export async function loadChangelog(siteDir: string, csvPath: string): Promise<ChangelogData> {
  const text = await fs.readFile(path.resolve(siteDir, csvPath), 'utf8');
  return buildChangelogData(text, csvPath);
}
