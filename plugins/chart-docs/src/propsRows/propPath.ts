/**
 * Option paths. A props-table row is named by its own name under the names
 * of the rows it sits in, joined with dots (`xAxis.label.style`): the
 * spelling of the table's anchors, of `?options=` links, of the search index
 * and of the keys of the description and range files. An array option has no
 * segment for its items: the fields of `annotations`' items are rows right
 * under it (`annotations.type`), as the table shows them.
 */

const SEPARATOR = '.';

/** The path of the row `name` under the row at `parentPath`; `''` is the top level. */
export function joinPropPath(parentPath: string, name: string): string {
  return parentPath === '' ? name : `${parentPath}${SEPARATOR}${name}`;
}

/** The names along a path: `xAxis.label` → `xAxis`, `label`. */
export function splitPropPath(path: string): string[] {
  return path.split(SEPARATOR);
}

/** The paths of the rows that hold a row, outermost first: `xAxis.label.style` → `xAxis`, `xAxis.label`. */
export function ancestorPropPaths(path: string): string[] {
  const names = splitPropPath(path);
  return names.slice(0, -1).map((_, index) => names.slice(0, index + 1).join(SEPARATOR));
}

/**
 * A path and its shorter endings, longest first (`xAxis.label.style`,
 * `label.style`, `style`): the order in which the description, callback and
 * range files are searched, so the most specific entry wins.
 */
export function propPathSuffixes(path: string): string[] {
  const names = splitPropPath(path);
  return names.map((_, start) => names.slice(start).join(SEPARATOR));
}
