import fs from 'node:fs/promises';
import path from 'node:path';
import {ChangelogParseError} from './changelogParseError';
import type {ChangelogListOptions} from './options';
import {buildChangelogData} from './parseChangelog';
import {withReleaseNotes} from './parseReleaseNotes';
import type {ChangelogData, ChangelogList} from './types';

async function loadList(
  siteDir: string,
  {path: csvPath, notesPath, ...meta}: ChangelogListOptions,
): Promise<ChangelogList> {
  const text = await fs.readFile(path.resolve(siteDir, csvPath), 'utf8');
  const data = buildChangelogData(text, csvPath, meta);
  if (!notesPath) {
    return data;
  }
  return withReleaseNotes(data, await fs.readFile(path.resolve(siteDir, notesPath), 'utf8'), notesPath);
}

/** Every anchor a list renders: majors, releases and their sections. */
function anchorsOf(list: ChangelogList): string[] {
  return list.majors.flatMap((major) => [
    major.anchor,
    ...major.releases.flatMap((release) => [release.anchor, ...release.sections.map((section) => section.anchor)]),
  ]);
}

/**
 * Reads and parses each list's CSV, and its notes CSV when set; a malformed
 * file fails the build with the line to fix, and so do two lists whose
 * anchors meet (the same version in two packages needs an anchor prefix).
 */
export async function loadChangelog(siteDir: string, lists: readonly ChangelogListOptions[]): Promise<ChangelogData> {
  const loaded = await Promise.all(lists.map((list) => loadList(siteDir, list)));
  const owner = new Map<string, number>();
  loaded.forEach((list, index) => {
    for (const anchor of anchorsOf(list)) {
      const other = owner.get(anchor);
      if (other !== undefined && other !== index) {
        throw new ChangelogParseError(
          lists[index].path,
          1,
          `the anchor "#${anchor}" is also one of ${lists[other].name}'s (${lists[other].path}). Give one of the two lists its own anchorPrefix.`,
        );
      }
      owner.set(anchor, index);
    }
  });
  return {lists: loaded};
}
