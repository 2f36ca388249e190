import type {PropRow, PropsRows} from '../props/types';
import {joinPropPath} from './propPath';

/** A row met on a walk, with its dotted path (`xAxis.label`). */
export interface PropRowVisit {
  row: PropRow;
  path: string;
}

/**
 * Every row with its path, nested rows included, each right after the row
 * that holds it (the order the table lists them in when all are expanded).
 */
export function* walkPropRows(rows: readonly PropRow[], parentPath = ''): Generator<PropRowVisit> {
  for (const row of rows) {
    const path = joinPropPath(parentPath, row.name);
    yield {row, path};
    if (row.children) yield* walkPropRows(row.children, path);
  }
}

/**
 * New rows: `update` makes each row's replacement from the row and its path;
 * a row's nested rows are mapped the same way and take the place of whatever
 * `children` its replacement carries. The rows given are never changed, so
 * several places may hold one row: the build shares the rows of a type
 * (`Axis` under `xAxis` and `yAxis`, in every chart) and each step makes its own.
 */
export function mapPropRows(
  rows: readonly PropRow[],
  update: (row: PropRow, path: string) => PropRow,
  parentPath = '',
): PropRow[] {
  return rows.map((row) => {
    const path = joinPropPath(parentPath, row.name);
    const next = update(row, path);
    return row.children ? {...next, children: mapPropRows(row.children, update, path)} : next;
  });
}

/** A table (or any `{own, common}`) with both groups' rows mapped by {@link mapPropRows}. */
export function mapTableRows<Table extends PropsRows>(
  table: Table,
  update: (row: PropRow, path: string) => PropRow,
): Table & {own: PropRow[]; common: PropRow[]} {
  return {...table, own: mapPropRows(table.own, update), common: mapPropRows(table.common, update)};
}
