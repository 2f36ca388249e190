import fs from 'node:fs';
import path from 'node:path';
import type {ChangelogListOptions} from './options';
import {CHANGE_KIND_TITLES} from './parseChangelog';
import {parseCsv} from './parseCsv';

/** Memory ids of the `changelog` domain. */
export const changelogUnitId = {
  /** A release's `changes` text: `@ant-design/plots@1.2.6`. */
  release: (list: string, version: string) => `${list}@${version}`,
  /** A release's note (the notes CSV): `@opd/g2plot-react@1.0.0#note`. */
  note: (list: string, version: string) => `${list}@${version}#note`,
  /** What the list's package is: `@ant-design/plots#about`. */
  about: (list: string) => `${list}#about`,
  /** A section heading: `kind:feat`. */
  kind: (kind: string) => `kind:${kind}`,
};

/** `version` -> the trimmed field `column` of every data row of a CSV (the header names the columns). */
function columnByVersion(siteDir: string, file: string, column: string): Map<string, string> {
  const [header, ...rows] = parseCsv(fs.readFileSync(path.resolve(siteDir, file), 'utf8'), file);
  const names = header?.fields.map((field) => field.trim()) ?? [];
  const at = names.indexOf(column);
  return new Map(rows.map(({fields}) => [fields[0]!.trim(), (fields[at] ?? '').trim()]));
}

/**
 * The `changelog` domain: each release's changes as its CSV writes them (`kind: fact; kind: fact`, whose
 * Chinese keeps the kinds and the `; ` separators), each note, each list's `about`, the section headings.
 */
export function changelogTranslationUnits(
  siteDir: string,
  lists: readonly ChangelogListOptions[],
): Map<string, string> {
  const units = new Map<string, string>();
  for (const [kind, title] of Object.entries(CHANGE_KIND_TITLES)) units.set(changelogUnitId.kind(kind), title);
  for (const list of lists) {
    units.set(changelogUnitId.about(list.name), list.about);
    for (const [version, changes] of columnByVersion(siteDir, list.path, 'changes')) {
      units.set(changelogUnitId.release(list.name, version), changes);
    }
    if (!list.notesPath) continue;
    for (const [version, note] of columnByVersion(siteDir, list.notesPath, 'note')) {
      units.set(changelogUnitId.note(list.name, version), note);
    }
  }
  return units;
}
