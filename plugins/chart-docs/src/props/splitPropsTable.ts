import {createHash} from 'node:crypto';
import type {ChartPropsHead, ChartPropsTable, PropRow} from './types';

export interface SplitPropsTable {
  head: ChartPropsHead;
  common: PropRow[];
  /** Names the common rows' file: charts with the same common options share one file, cached once. */
  commonKey: string;
}

/** A row as the browser gets it: without the build-time `json` shape (only the schemas need it). */
function browserRows(rows: readonly PropRow[]): PropRow[] {
  return rows.map(({json: _json, children, ...row}) => (children ? {...row, children: browserRows(children)} : row));
}

/** Splits a table into the part a chart page loads first and its common rows (both without `json`). */
export function splitPropsTable(table: ChartPropsTable): SplitPropsTable {
  const head = {chart: table.chart, component: table.component, own: browserRows(table.own)};
  const common = browserRows(table.common);
  const commonKey = createHash('sha256').update(JSON.stringify(common)).digest('hex').slice(0, 12);
  return {head: {...head, commonCount: common.length}, common, commonKey};
}
