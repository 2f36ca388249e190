import fs from 'node:fs/promises';
import path from 'node:path';
import {buildChangelogData} from './parseChangelog';
import {withReleaseNotes} from './parseReleaseNotes';
import type {ChangelogData} from './types';

/**
 * Reads and parses the CSV, and the notes CSV when `notesPath` is set; a
 * malformed file fails the build with the line to fix.
 */
export async function loadChangelog(siteDir: string, csvPath: string, notesPath?: string): Promise<ChangelogData> {
  const text = await fs.readFile(path.resolve(siteDir, csvPath), 'utf8');
  const data = buildChangelogData(text, csvPath);
  if (!notesPath) {
    return data;
  }
  return withReleaseNotes(data, await fs.readFile(path.resolve(siteDir, notesPath), 'utf8'), notesPath);
}
