import {createHash} from 'node:crypto';
import type {ChartPropsHead, ChartPropsTable, PropRow} from './types';

export interface SplitPropsTable {
  head: ChartPropsHead;
  common: PropRow[];
  /** Names the common rows' file: charts with the same common options share one file, cached once. */
  commonKey: string;
}

/** Splits a table into the part a chart page loads first and its common rows. */
export function splitPropsTable({common, ...head}: ChartPropsTable): SplitPropsTable {
  const commonKey = createHash('sha256').update(JSON.stringify(common)).digest('hex').slice(0, 12);
  return {head: {...head, commonCount: common.length}, common, commonKey};
}
