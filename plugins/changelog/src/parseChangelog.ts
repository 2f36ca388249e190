import {
  CHANGE_KINDS,
  OTHER_KIND,
  RELEASE_LABELS,
  type ChangeKind,
  type ChangeSection,
  type ChangeSectionKind,
  type ChangelogData,
  type ChangelogMajor,
  type ChangelogRelease,
  type ReleaseLabel,
} from './types';

/**
 * Pure parsing of the changelog CSV (`version,date,label,changes`). No file
 * access here: the caller passes the text and a name for error messages, so
 * every rule below is unit-tested without a fixture site.
 */

export const CHANGELOG_COLUMNS = ['version', 'date', 'label', 'changes'] as const;

export const CHANGE_KIND_TITLES: Record<ChangeSectionKind, string> = {
  breaking: 'Breaking changes',
  deprecated: 'Deprecations',
  feat: 'Features',
  experimental: 'Experimental',
  fix: 'Fixes',
  perf: 'Performance',
  deps: 'Dependencies',
  docs: 'Documentation',
  maintenance: 'Maintenance',
  [OTHER_KIND]: 'Other changes',
};

/** Thrown for any malformed input; the message names the file and the line. */
export class ChangelogParseError extends Error {
  constructor(
    readonly source: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${source}:${line}: ${detail}`);
    this.name = 'ChangelogParseError';
  }
}

export interface CsvRecord {
  /** 1-based line on which the record starts. */
  line: number;
  fields: string[];
}

/**
 * RFC 4180 CSV: comma-separated fields, a field wrapped in double quotes may
 * hold commas, line breaks and doubled quotes (`""`). LF and CRLF line ends
 * are accepted; blank lines are skipped.
 */
export function parseCsv(text: string, source: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    const blank = fields.length === 1 && fields[0].trim() === '';
    if (!blank) {
      records.push({line: recordLine, fields});
    }
    fields = [];
  };

  while (i < input.length) {
    const char = input[i];
    if (char === '"') {
      if (field.trim() !== '') {
        throw new ChangelogParseError(
          source,
          line,
          'a double quote inside an unquoted field. Wrap the whole field in double quotes and write each quote inside it as "".',
        );
      }
      field = '';
      const openedOn = line;
      i += 1;
      for (;;) {
        if (i >= input.length) {
          throw new ChangelogParseError(
            source,
            openedOn,
            'a quoted field is never closed. Add the closing double quote.',
          );
        }
        const c = input[i];
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (c === '\n') {
          line += 1;
        }
        field += c;
        i += 1;
      }
      // Only spaces may follow the closing quote before the next separator.
      while (input[i] === ' ' || input[i] === '\t') {
        i += 1;
      }
      const next = input[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        throw new ChangelogParseError(
          source,
          line,
          'text after the closing double quote of a field. Put the whole field inside the quotes.',
        );
      }
      continue;
    }
    if (char === ',') {
      endField();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && input[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += char;
    i += 1;
  }
  if (field !== '' || fields.length > 0) {
    endRecord();
  }
  return records;
}

const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*))?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const ITEM_PATTERN = /^([a-z]+):\s+(\S.*)$/;

/** The version with every non-alphanumeric character removed: `0.0.1-alpha.0` -> `001alpha0`. */
export function versionAnchor(version: string): string {
  return version.replace(/[^0-9A-Za-z]/g, '');
}

interface ParsedVersion {
  core: [number, number, number];
  prerelease: string[];
}

function parseVersion(version: string): ParsedVersion | null {
  const match = VERSION_PATTERN.exec(version);
  if (!match) {
    return null;
  }
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

function compareIdentifiers(a: string, b: string): number {
  const aNumeric = /^\d+$/.test(a);
  const bNumeric = /^\d+$/.test(b);
  if (aNumeric && bNumeric) {
    return Number(a) - Number(b);
  }
  if (aNumeric !== bNumeric) {
    // Semver: numeric identifiers sort before alphanumeric ones.
    return aNumeric ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Semver precedence: negative when `a` is older than `b`. Both must be valid versions. */
export function compareVersions(a: string, b: string): number {
  const va = parseVersion(a);
  const vb = parseVersion(b);
  if (!va || !vb) {
    throw new Error(`Cannot compare "${a}" with "${b}": not a MAJOR.MINOR.PATCH version.`);
  }
  for (let k = 0; k < 3; k += 1) {
    if (va.core[k] !== vb.core[k]) {
      return va.core[k] - vb.core[k];
    }
  }
  // A release sorts after its own pre-releases (1.0.0 > 1.0.0-beta.0).
  if (va.prerelease.length === 0 || vb.prerelease.length === 0) {
    return vb.prerelease.length - va.prerelease.length;
  }
  const length = Math.max(va.prerelease.length, vb.prerelease.length);
  for (let k = 0; k < length; k += 1) {
    if (va.prerelease[k] === undefined) {
      return -1;
    }
    if (vb.prerelease[k] === undefined) {
      return 1;
    }
    const result = compareIdentifiers(va.prerelease[k], vb.prerelease[k]);
    if (result !== 0) {
      return result;
    }
  }
  return 0;
}

function isValidDate(date: string): boolean {
  const match = DATE_PATTERN.exec(date);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

function isReleaseLabel(value: string): value is ReleaseLabel {
  return (RELEASE_LABELS as readonly string[]).includes(value);
}

function isChangeKind(value: string): value is ChangeKind {
  return (CHANGE_KINDS as readonly string[]).includes(value);
}

/**
 * Splits the `changes` column (`kind: fact; kind: fact`) into sections in
 * the order of CHANGE_KINDS. An item without a known kind keeps its whole text
 * and goes to the "Other changes" section.
 */
export function parseChanges(changes: string, anchor: string, at: {source: string; line: number}): ChangeSection[] {
  const items = changes.split(';').map((item) => item.trim());
  const byKind = new Map<ChangeSectionKind, string[]>();
  items.forEach((item, index) => {
    if (item === '') {
      throw new ChangelogParseError(
        at.source,
        at.line,
        `change item ${index + 1} is empty. Separate items with "; " and remove a leading, doubled or trailing ";".`,
      );
    }
    const match = ITEM_PATTERN.exec(item);
    const kind: ChangeSectionKind = match && isChangeKind(match[1]) ? match[1] : OTHER_KIND;
    const fact = kind === OTHER_KIND ? item : match![2].trim();
    byKind.set(kind, [...(byKind.get(kind) ?? []), fact]);
  });
  const order: ChangeSectionKind[] = [...CHANGE_KINDS, OTHER_KIND];
  return order
    .filter((kind) => byKind.has(kind))
    .map((kind) => ({
      kind,
      title: CHANGE_KIND_TITLES[kind],
      anchor: `${anchor}-${kind}`,
      items: byKind.get(kind)!,
    }));
}

/**
 * Parses the whole CSV into releases, newest first (by semver precedence, so
 * a row added anywhere in the file lands in the right place). Throws a
 * ChangelogParseError naming the line for any malformed row.
 */
export function parseChangelog(text: string, source = 'changelog.csv'): ChangelogRelease[] {
  const records = parseCsv(text, source);
  if (records.length === 0) {
    throw new ChangelogParseError(
      source,
      1,
      `the file is empty. Start it with the header "${CHANGELOG_COLUMNS.join(',')}".`,
    );
  }
  const [header, ...rows] = records;
  const headerText = header.fields.map((f) => f.trim()).join(',');
  if (headerText !== CHANGELOG_COLUMNS.join(',')) {
    throw new ChangelogParseError(
      source,
      header.line,
      `the header is "${headerText}" but must be "${CHANGELOG_COLUMNS.join(',')}".`,
    );
  }

  const seen = new Map<string, {version: string; line: number}>();
  const releases = rows.map(({line, fields}): ChangelogRelease => {
    if (fields.length !== CHANGELOG_COLUMNS.length) {
      throw new ChangelogParseError(
        source,
        line,
        `expected ${CHANGELOG_COLUMNS.length} fields (${CHANGELOG_COLUMNS.join(', ')}) but found ${fields.length}. ` +
          'Wrap a field that contains a comma in double quotes.',
      );
    }
    const [version, date, label, changes] = fields.map((f) => f.trim());
    const parsedVersion = parseVersion(version);
    if (!parsedVersion) {
      throw new ChangelogParseError(
        source,
        line,
        `"${version}" is not a version. Write MAJOR.MINOR.PATCH, optionally with a pre-release such as 1.2.0-beta.0.`,
      );
    }
    if (!isValidDate(date)) {
      throw new ChangelogParseError(source, line, `"${date}" is not a date. Write the release date as YYYY-MM-DD.`);
    }
    if (label !== '' && !isReleaseLabel(label)) {
      throw new ChangelogParseError(
        source,
        line,
        `unknown label "${label}". Leave it empty or use one of ${RELEASE_LABELS.join(', ')}.`,
      );
    }
    if (changes === '') {
      throw new ChangelogParseError(
        source,
        line,
        `version ${version} lists no changes. Describe them as "kind: fact; kind: fact".`,
      );
    }
    const anchor = versionAnchor(version);
    const previous = seen.get(anchor);
    if (previous) {
      throw new ChangelogParseError(
        source,
        line,
        previous.version === version
          ? `version ${version} is already listed on line ${previous.line}. Merge the two rows.`
          : `version ${version} gets the same anchor "#${anchor}" as ${previous.version} on line ${previous.line}.`,
      );
    }
    seen.set(anchor, {version, line});
    return {
      version,
      date,
      label: label === '' ? null : (label as ReleaseLabel),
      anchor,
      major: parsedVersion.core[0],
      sections: parseChanges(changes, anchor, {source, line}),
    };
  });

  return releases.sort((a, b) => compareVersions(b.version, a.version));
}

/** Groups releases (already newest first) by major version, newest major first. */
export function groupByMajor(releases: readonly ChangelogRelease[]): ChangelogMajor[] {
  const majors = new Map<number, ChangelogRelease[]>();
  for (const release of releases) {
    majors.set(release.major, [...(majors.get(release.major) ?? []), release]);
  }
  return [...majors.entries()]
    .sort(([a], [b]) => b - a)
    .map(([major, list]) => ({major, title: `${major}.x`, anchor: `${major}x`, releases: list}));
}

/** The data the changelog page renders. */
export function buildChangelogData(text: string, source?: string): ChangelogData {
  const releases = parseChangelog(text, source);
  return {majors: groupByMajor(releases), releaseCount: releases.length};
}
