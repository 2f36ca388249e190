import {createHash} from 'node:crypto';
import {walkPropRows} from '../propsRows/walkPropRows';
import type {ChartPropsTable} from '../props/types';
import type {PathsByChart} from './computeSince';

/** Every option path of a table, both groups, nested rows included. */
export function pathsOfTable(table: ChartPropsTable): Set<string> {
  const paths = new Set<string>();
  for (const rows of [table.own, table.common]) {
    for (const {path} of walkPropRows(rows)) paths.add(path);
  }
  return paths;
}

export function pathsOfTables(tables: Record<string, ChartPropsTable>): PathsByChart {
  return Object.fromEntries(Object.entries(tables).map(([chart, table]) => [chart, pathsOfTable(table)]));
}

/** A short digest of a set of paths, the same for the same paths in any order. */
export function digestPaths(paths: ReadonlySet<string>): string {
  return createHash('sha256')
    .update([...paths].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
}
