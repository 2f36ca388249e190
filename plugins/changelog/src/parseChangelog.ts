import semver from 'semver';
import {ChangelogParseError} from './changelogParseError';
import {parseCsv} from './parseCsv';
import {
  CHANGE_KINDS,
  OTHER_KIND,
  RELEASE_LABELS,
  type ChangeKind,
  type ChangeSection,
  type ChangeSectionKind,
  type ChangelogList,
  type ChangelogMajor,
  type ChangelogRelease,
  type ReleaseLabel,
} from './types';

/**
 * Pure parsing of the changelog CSV (`version,date,label,changes`). No file
 * access here: the caller passes the text and a name for error messages, so
 * every rule below is unit-tested without a fixture site.
 */

export {ChangelogParseError, parseCsv};

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

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const ITEM_PATTERN = /^([a-z]+):\s+(\S.*)$/;

/** The version with every non-alphanumeric character removed: `0.0.1-alpha.0` -> `001alpha0`. */
export function versionAnchor(version: string): string {
  return version.replace(/[^0-9A-Za-z]/g, '');
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
export function parseChangelog(text: string, source = 'changelog.csv', anchorPrefix = ''): ChangelogRelease[] {
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
    // Exactly MAJOR.MINOR.PATCH[-prerelease]: semver alone would also take `v1.0.0` or `1.0.0+build`.
    if (semver.valid(version) !== version) {
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
    const anchor = `${anchorPrefix}${versionAnchor(version)}`;
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
      major: semver.major(version),
      sections: parseChanges(changes, anchor, {source, line}),
    };
  });

  // Semver precedence: 0.10.0 above 0.9.0, a release above its own pre-releases, alpha.10 above alpha.2.
  return releases.sort((a, b) => semver.rcompare(a.version, b.version));
}

/** Groups releases (already newest first) by major version, newest major first; titles name the package when given. */
export function groupByMajor(
  releases: readonly ChangelogRelease[],
  packageName = '',
  anchorPrefix = '',
): ChangelogMajor[] {
  const majors = new Map<number, ChangelogRelease[]>();
  for (const release of releases) {
    majors.set(release.major, [...(majors.get(release.major) ?? []), release]);
  }
  return [...majors.entries()]
    .sort(([a], [b]) => b - a)
    .map(([major, list]) => ({
      major,
      title: packageName ? `${packageName} ${major}.x` : `${major}.x`,
      anchor: `${anchorPrefix}${major}x`,
      releases: list,
    }));
}

/** Which package a list holds (the plugin's `lists` option, without the files). */
export interface ChangelogListMeta {
  name: string;
  url: string;
  about: string;
  anchorPrefix: string;
}

const NO_PACKAGE: ChangelogListMeta = {name: '', url: '', about: '', anchorPrefix: ''};

/** The data of one list: its releases newest first, grouped by major. */
export function buildChangelogData(text: string, source?: string, meta: ChangelogListMeta = NO_PACKAGE): ChangelogList {
  const releases = parseChangelog(text, source, meta.anchorPrefix);
  return {
    ...meta,
    majors: groupByMajor(releases, meta.name, meta.anchorPrefix),
    releaseCount: releases.length,
    notes: {},
  };
}
