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
  /** The list's anchor prefix and the version without its non-alphanumeric characters: `2.13.5` -> `2135`. */
  anchor: string;
  major: number;
  sections: ChangeSection[];
}

export interface ChangelogMajor {
  major: number;
  /** The package and the major: `@opd/g2plot-react 2.x` (a bare `2.x` read as @ant-design/plots 2.x). */
  title: string;
  /** Anchor of the major's heading: the list's anchor prefix and `2x`. */
  anchor: string;
  /** Newest first. */
  releases: ChangelogRelease[];
}

/** The releases of one package, from one CSV. */
export interface ChangelogList {
  /** The npm package: `@ant-design/plots`. */
  name: string;
  /** Where its own release notes are. */
  url: string;
  /** What the package is and how it relates to the documented one; shown under the list's heading. */
  about: string;
  /** Put before every anchor of the list (`g2plot-react-2135`), so two lists' versions never share one. */
  anchorPrefix: string;
  /** Newest major first. */
  majors: ChangelogMajor[];
  releaseCount: number;
  /**
   * Version -> why its entry does not hold for the documented package
   * (`@ant-design/plots` 1.x); from the list's notes CSV, empty without one.
   */
  notes: Record<string, string>;
}

/** What the plugin writes with `createData` and the page receives as its `changelog` prop. */
export interface ChangelogData {
  /** The documented package's releases first, then the related packages' lists in the configured order. */
  lists: ChangelogList[];
}
