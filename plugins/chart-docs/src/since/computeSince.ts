import semver from 'semver';

/** The option paths each chart's table has in one release, keyed by chart slug. */
export type PathsByChart = Record<string, ReadonlySet<string>>;

/**
 * For every path of the latest release, the first release (in version order)
 * whose table has it, kept only when that is later than the first release
 * read (the baseline): `{line: {'xAxis.animate': '2.3.1'}}`. A path that
 * went away and came back keeps its first appearance.
 */
export function firstReleasePerPath(
  releases: ReadonlyArray<{version: string; paths: PathsByChart}>,
): Record<string, Record<string, string>> {
  const ordered = [...releases].sort((a, b) => semver.compare(a.version, b.version));
  if (ordered.length === 0) return {};
  const [baseline] = ordered;
  const latest = ordered[ordered.length - 1];
  const result: Record<string, Record<string, string>> = {};
  for (const [chart, latestPaths] of Object.entries(latest.paths)) {
    const firstSeen: Record<string, string> = {};
    for (const path of latestPaths) {
      const first = ordered.find((release) => release.paths[chart]?.has(path));
      if (first && first !== baseline) firstSeen[path] = first.version;
    }
    if (Object.keys(firstSeen).length > 0) result[chart] = sortKeys(firstSeen);
  }
  return sortKeys(result);
}

/** The first version in `versions` (any order) for which `has` is true, or undefined. */
export function firstVersionWith(versions: readonly string[], has: (version: string) => boolean): string | undefined {
  return [...versions].sort(semver.compare).find(has);
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
