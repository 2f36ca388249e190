/**
 * Shapes of the changelog data. The plugin builds them at build time and the
 * browser page renders them, so this file must stay free of Node imports.
 */

/**
 * Values the `label` column may hold. Each one is rendered as a
 * `<Badge kind=... />`, so this list mirrors `BADGE_KINDS` in
 * the site's Badge component (a test keeps the two equal).
 */
export const RELEASE_LABELS = ['Alpha', 'Beta', 'Experimental', 'Deprecated'] as const;
export type ReleaseLabel = (typeof RELEASE_LABELS)[number];

/** Kinds a change item may start with (`kind: fact`), in the order a release lists them. */
export const CHANGE_KINDS = [
  'breaking',
  'deprecated',
  'feat',
  'experimental',
  'fix',
  'perf',
  'deps',
  'docs',
  'maintenance',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** Items without a known kind (`maintenance release`, `chore: ...`) are grouped under this one. */
export const OTHER_KIND = 'other';
export type ChangeSectionKind = ChangeKind | typeof OTHER_KIND;

export interface ChangeSection {
  kind: ChangeSectionKind;
  /** Readable heading, such as `Features` for `feat`. */
  title: string;
  /** Anchor of the section heading, unique on the page. */
  anchor: string;
  /** The facts, without their `kind:` prefix. */
  items: string[];
}

export interface ChangelogRelease {
  version: string;
  /** `YYYY-MM-DD`. */
  date: string;
  label: ReleaseLabel | null;
  /** The version with every non-alphanumeric character removed: `2.13.5` -> `2135`. */
  anchor: string;
  major: number;
  sections: ChangeSection[];
}

export interface ChangelogMajor {
  major: number;
  /** `2.x`. */
  title: string;
  /** Anchor of the major's heading: `2x`. */
  anchor: string;
  /** Newest first. */
  releases: ChangelogRelease[];
}

/** What the plugin writes with `createData` and the page receives as its `changelog` prop. */
export interface ChangelogData {
  /** Newest major first. */
  majors: ChangelogMajor[];
  releaseCount: number;
  /**
   * Version -> why its entry does not hold for the documented package
   * (`@ant-design/plots` 1.x); from the notes CSV, empty without one.
   */
  notes: Record<string, string>;
}
