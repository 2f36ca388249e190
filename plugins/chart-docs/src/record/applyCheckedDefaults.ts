import {mapTableRows} from '../propsRows/walkPropRows';
import {mapChartTables} from '../props/mapChartTables';
import type {ChartPropsTable, PropRow} from '../props/types';
import type {CheckedDefault, EngineRecord} from './types';

/**
 * The default a row shows that was not read back from the drawn chart: the engine's declared one
 * (`getDefaultOptions()`, code, G2's theme map) or the typings' `@default`. A function's source is the
 * engine's own code, shown as such; `undefined` when the row shows none of these.
 */
export function declaredDefault(row: PropRow): string | undefined {
  const engine = row.engineDefault;
  if (engine) return engine.source === 'drawn' || engine.function ? undefined : engine.value;
  return row.defaultValue || undefined;
}

/** A check that the drawing contradicts: set to the shown value, the chart drew otherwise (or threw). */
export function contradicts(check: CheckedDefault): boolean {
  return check.drawn === 'differs' || check.drawn.startsWith('throws');
}

/**
 * The tables without the declared defaults the drawing contradicts (`npm run engine-record` draws each
 * set explicitly: `differs` when that draws otherwise than leaving it out). `removed` counts them per
 * chart, `confirmed` the ones a second value showed the drawing could tell apart (`same`).
 */
export function applyCheckedDefaults(
  tables: Readonly<Record<string, ChartPropsTable>>,
  record: EngineRecord,
): {tables: Record<string, ChartPropsTable>; removed: Record<string, string[]>; confirmed: Record<string, number>} {
  const removed: Record<string, string[]> = {};
  const confirmed: Record<string, number> = {};
  const next = mapChartTables(tables, (table) => {
    const checks = record.charts[table.chart]?.defaults;
    if (!checks) return table;
    return mapTableRows(table, (row, rowPath) => {
      const shown = declaredDefault(row);
      const check = checks[rowPath];
      if (shown === undefined || !check || check.shown !== shown) return row;
      if (check.drawn === 'same') confirmed[table.chart] = (confirmed[table.chart] ?? 0) + 1;
      if (!contradicts(check)) return row;
      (removed[table.chart] ??= []).push(rowPath);
      const {engineDefault: _dropped, ...rest} = row;
      return {...rest, defaultValue: ''};
    });
  });
  return {tables: next, removed, confirmed};
}
