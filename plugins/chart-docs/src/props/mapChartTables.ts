import type {ChartPropsTable} from './types';

/** Every chart's table replaced by `update`'s, keyed and ordered as before. */
export function mapChartTables(
  tables: Readonly<Record<string, ChartPropsTable>>,
  update: (table: ChartPropsTable) => ChartPropsTable,
): Record<string, ChartPropsTable> {
  return Object.fromEntries(Object.entries(tables).map(([slug, table]) => [slug, update(table)]));
}
