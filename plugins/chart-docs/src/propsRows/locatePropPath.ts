import type {PropRow, PropsRows} from '../props/types';
import {ancestorPropPaths, splitPropPath} from './propPath';

export interface PropLocation {
  group: 'own' | 'common';
  /** Paths of the rows to expand so the row shows (`xAxis`, `xAxis.label` for `xAxis.label.style`). */
  ancestors: string[];
  row: PropRow;
}

/** The row at a dotted path among `rows` (`xAxis.label.rotate`), walking nested rows by name. */
export function findPropRow(rows: readonly PropRow[], path: string): PropRow | undefined {
  let level: readonly PropRow[] | undefined = rows;
  let row: PropRow | undefined;
  for (const name of splitPropPath(path)) {
    row = level?.find((candidate) => candidate.name === name);
    if (!row) return undefined;
    level = row.children;
  }
  return row;
}

/** Where the row for `path` sits in the table, or `undefined` when the table has no such row. */
export function locatePropPath(table: PropsRows, path: string): PropLocation | undefined {
  const own = findPropRow(table.own, path);
  const group = own ? 'own' : 'common';
  const row = own ?? findPropRow(table.common, path);
  return row && {group, ancestors: ancestorPropPaths(path), row};
}
