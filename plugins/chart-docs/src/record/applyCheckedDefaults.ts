import {mapTableRows} from '../propsRows/walkPropRows';
import {mapChartTables} from '../props/mapChartTables';
import type {ChartPropsTable, PropRow} from '../props/types';
import {parseTypingsDefault} from '../props/applyEngineDefaults';
import type {CheckedDefault, EngineRecord} from './types';
import {englishPhrase, type RecordPhrase} from './phrases';

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
 * The starts (a pattern's `type`) under which a default checked in several draws the same and another
 * value draws otherwise, when that is some of them (not under a start that does not draw the field).
 */
export function holdsOnlyWith(check: CheckedDefault): string[] | undefined {
  if (!check.by) return undefined;
  const holds = Object.keys(check.by).filter((start) => check.by![start] === 'same');
  return holds.length > 0 && holds.length < Object.keys(check.by).length ? holds : undefined;
}

/**
 * The tables without the declared defaults the drawing contradicts (`npm run engine-record` draws each
 * set explicitly: `differs` when that draws otherwise than leaving it out). `removed` counts them per
 * chart, `confirmed` the ones that draw the same set. A default checked under several starts (a
 * pattern's types) that holds under some only becomes a drawn default with that condition.
 */
export function applyCheckedDefaults(
  tables: Readonly<Record<string, ChartPropsTable>>,
  record: EngineRecord,
  phrase: RecordPhrase = englishPhrase,
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
      const only = holdsOnlyWith(check);
      if (only) {
        // Drawn the same under some starts only (a dot pattern's `size`, not a square one's): said so.
        const option = `${rowPath.split('.')[0]}.type`;
        const values = only.map((start) => `\`${JSON.stringify(start)}\``).join(', ');
        return {
          ...row,
          engineDefault: {
            value: row.engineDefault?.value ?? JSON.stringify(parseTypingsDefault(shown)),
            source: 'drawn',
            condition: phrase('drawn.checked.onlyWith', {option, values}),
          },
        };
      }
      if (!contradicts(check)) return row;
      (removed[table.chart] ??= []).push(rowPath);
      const {engineDefault: _dropped, ...rest} = row;
      return {...rest, defaultValue: ''};
    });
  });
  return {tables: next, removed, confirmed};
}
