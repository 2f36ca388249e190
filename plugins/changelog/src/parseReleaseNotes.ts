import {ChangelogParseError} from './changelogParseError';
import {parseCsv} from './parseCsv';
import type {ChangelogList} from './types';

/**
 * The notes CSV (`version,note`): one row per release whose entry describes
 * behaviour that differs from the package this site documents. The release
 * CSV lists another package's releases (see plugins/changelog/README.md), so
 * a reader must be told when an entry does not hold for `@ant-design/plots` 1.x.
 * Every version must be a release of the changelog, once; a note is plain text.
 */
export function parseReleaseNotes(text: string, source: string, releases: ReadonlySet<string>): Record<string, string> {
  const [header, ...rows] = parseCsv(text, source);
  if (!header || header.fields.join(',') !== 'version,note') {
    throw new ChangelogParseError(source, header?.line ?? 1, 'the first line must be the header "version,note".');
  }
  const notes: Record<string, string> = {};
  for (const {line, fields} of rows) {
    if (fields.length !== 2) {
      throw new ChangelogParseError(
        source,
        line,
        `expected 2 fields (version, note) but found ${fields.length}. Wrap a note that contains a comma in double quotes.`,
      );
    }
    const [version, note] = fields;
    if (!releases.has(version)) {
      throw new ChangelogParseError(
        source,
        line,
        `"${version}" is not a release of the changelog. Note only listed versions.`,
      );
    }
    if (version in notes) {
      throw new ChangelogParseError(source, line, `"${version}" has a note already. Write one note per version.`);
    }
    if (note === '') {
      throw new ChangelogParseError(
        source,
        line,
        `the note of "${version}" is empty. Say how the documented package differs.`,
      );
    }
    notes[version] = note;
  }
  return notes;
}

/** The changelog data with the notes attached. */
export function withReleaseNotes(data: ChangelogList, notesText: string, source: string): ChangelogList {
  const versions = new Set(data.majors.flatMap((major) => major.releases.map((release) => release.version)));
  return {...data, notes: parseReleaseNotes(notesText, source, versions)};
}
