import {mapPropRows} from '../propsRows/walkPropRows';
import {mapChartTables} from '../props/mapChartTables';
import type {CallbackParam, CallbackSignature, ChartPropsTable, PropRow} from '../props/types';
import {describeShape} from './describeShape';
import {englishPhrase, type RecordPhrase} from './phrases';
import {isIgnoredOption, type ChartRecord, type EngineRecord, type RecordedCallback} from './types';

/**
 * A callback row's parameters as the engine passes them: one per argument of the recorded calls, named
 * as the typings name that position (`arg3` past the typings' list), each with the shape it held.
 * Typings' parameters past the arguments passed are dropped and named in `notPassed`; a callback never
 * called keeps the typings' list.
 */
function recordedSignature(
  signature: CallbackSignature,
  recorded: RecordedCallback | undefined,
  phrase: RecordPhrase,
): CallbackSignature {
  if (!recorded) return signature;
  if (!('called' in recorded) || !recorded.called) {
    const error = 'throws' in recorded ? recorded.throws : undefined;
    return {...signature, recorded: {status: error ? 'throws' : 'never', ...(error && {error})}};
  }
  const params: CallbackParam[] = [];
  const shapesAt = (index: number) =>
    recorded.calls.map((call) => call.args[index]).filter((shape) => shape !== undefined);
  for (let index = 0; index < recorded.argc; index += 1) {
    const declared = signature.params[index];
    if (declared?.rest) {
      // A rest parameter takes the remaining arguments: one entry, with each argument's shape in order.
      const rest = Array.from(
        {length: recorded.argc - index},
        (_, offset) => shapesAt(index + offset).map((shape) => describeShape(shape, true, phrase))[0] ?? 'undefined',
      );
      params.push({...declared, observed: rest.join(', ')});
      break;
    }
    const shapes = shapesAt(index);
    const observed = [...new Set(shapes.map((shape) => describeShape(shape, true, phrase)))].join(
      phrase('shape.alternatives'),
    );
    params.push(
      declared
        ? {...declared, observed}
        : {name: `arg${index + 1}`, type: shapes[0] ? describeShape(shapes[0], false, phrase) : 'unknown', observed},
    );
  }
  const notPassed = signature.params
    .slice(recorded.argc)
    .filter((param) => !param.rest)
    .map((param) => param.name);
  const error = 'throws' in recorded ? (recorded as {throws?: string}).throws : undefined;
  return {
    ...signature,
    params,
    recorded: {
      status: error ? 'throws' : 'called',
      argc: recorded.argc,
      ...(error && {error}),
      ...(notPassed.length > 0 && {notPassed}),
    },
  };
}

/** The table without the top-level options the chart ignores, and their names. */
function withoutIgnored(table: ChartPropsTable, record: ChartRecord): {table: ChartPropsTable; ignored: PropRow[]} {
  const ignored: PropRow[] = [];
  const keep = (row: PropRow): boolean => {
    if (!isIgnoredOption(record.applicability.options[row.name])) return true;
    ignored.push(row);
    return false;
  };
  return {table: {...table, own: table.own.filter(keep), common: table.common.filter(keep)}, ignored};
}

/**
 * Props tables as the engine was seen to behave: options the chart never reads moved to `ignored`
 * (shown folded as "accepted but ignored"), every callback row's parameters as recorded.
 * A chart without a recording keeps its table and is named in `unrecorded`. `phrase` words the shapes.
 */
export function applyEngineRecord(
  tables: Readonly<Record<string, ChartPropsTable>>,
  record: EngineRecord,
  phrase: RecordPhrase = englishPhrase,
): {tables: Record<string, ChartPropsTable>; ignored: Record<string, PropRow[]>; unrecorded: string[]} {
  const ignored: Record<string, PropRow[]> = {};
  const unrecorded: string[] = [];
  const next = mapChartTables(tables, (table) => {
    const chart = record.charts[table.chart];
    if (!chart) {
      unrecorded.push(table.chart);
      return table;
    }
    const split = withoutIgnored(table, chart);
    ignored[table.chart] = split.ignored;
    const update = (row: PropRow, path: string): PropRow =>
      row.callback ? {...row, callback: recordedSignature(row.callback, chart.callbacks[path], phrase)} : row;
    return {...split.table, own: mapPropRows(split.table.own, update), common: mapPropRows(split.table.common, update)};
  });
  return {tables: next, ignored, unrecorded};
}
