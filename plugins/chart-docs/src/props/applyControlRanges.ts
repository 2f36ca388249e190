import fs from 'node:fs';
import path from 'node:path';
import {mapTableRows} from '../propsRows/walkPropRows';
import {propPathSuffixes} from '../propsRows/propPath';
import {mapChartTables} from './mapChartTables';
import type {ChartPropsTable, PropControl} from './types';

export interface ControlRange {
  min?: number;
  max?: number;
  step?: number;
  /**
   * Why this number has no live control: options whose cost depends on the
   * demo's data (`tickInterval`: one tick per interval over the data's range)
   * cannot be bounded by one table, so they are edited in code only.
   */
  codeOnly?: string;
  /**
   * The values a text option takes on this chart, offered as a select: a
   * value the chart does not support (`label.type` `nope`, or `spider`
   * outside a pie) makes the engine fail without drawing.
   */
  values?: string[];
}

/**
 * Bounds of number options whose type says only `number`, keyed like the
 * English descriptions: `chart:path`, else the longest matching path suffix
 * (`xAxis.label.rotate`, then `label.rotate`, then `rotate`), else the rule
 * `*`. The controls and the `?options=` link reader both read the bounds from
 * the rows, so what one accepts the other does; they keep every value within
 * what the engine draws in a few milliseconds (tick counts, sizes, font sizes).
 */
export type ControlRanges = Readonly<Record<string, ControlRange>>;

export const CONTROL_RANGES_FILE = 'plugins/chart-docs/propsControls/ranges.json';

/** The entry for every number option no other entry names. */
export const DEFAULT_RANGE_KEY = '*';

const RANGE_KEYS: ReadonlySet<string> = new Set(['min', 'max', 'step']);

/** Parses the ranges file's text; a wrong entry names itself in the error. */
export function parseControlRanges(text: string, source = CONTROL_RANGES_FILE): ControlRanges {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${source}: expected an object of option path -> {min, max, step}.`);
  }
  const ranges: Record<string, ControlRange> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error(`${source}: the entry "${key}" must be an object such as {"min": 0, "max": 1}.`);
    }
    for (const [field, bound] of Object.entries(value)) {
      if (field === 'values') {
        if (!Array.isArray(bound) || bound.length === 0 || !bound.every((item) => typeof item === 'string' && item)) {
          throw new Error(`${source}: "${key}.values" must list the option's values as text.`);
        }
        continue;
      }
      if (field === 'codeOnly') {
        if (typeof bound !== 'string' || bound === '') {
          throw new Error(`${source}: "${key}.codeOnly" must say why the option has no live control.`);
        }
        continue;
      }
      if (!RANGE_KEYS.has(field) || typeof bound !== 'number' || !Number.isFinite(bound)) {
        throw new Error(`${source}: "${key}.${field}" must be one of min, max, step with a finite number.`);
      }
    }
    const range = value as ControlRange;
    if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
      throw new Error(`${source}: the entry "${key}" has min greater than max.`);
    }
    if (range.step !== undefined && range.step <= 0) {
      throw new Error(`${source}: the entry "${key}" needs a positive step.`);
    }
    ranges[key] = range;
  }
  return ranges;
}

export function readControlRanges(siteDir: string): ControlRanges {
  return parseControlRanges(fs.readFileSync(path.join(siteDir, CONTROL_RANGES_FILE), 'utf8'));
}

export function findControlRange(ranges: ControlRanges, chart: string, dottedPath: string): ControlRange | undefined {
  const own = ranges[`${chart}:${dottedPath}`];
  if (own) return own;
  for (const suffix of propPathSuffixes(dottedPath)) {
    const entry = ranges[suffix];
    if (entry) return entry;
  }
  return ranges[DEFAULT_RANGE_KEY];
}

/** The row's control once its entry is applied: bounds for numbers, a select for listed text values, or none. */
function controlWith(control: PropControl, range: ControlRange | undefined): PropControl | undefined {
  if (range?.codeOnly !== undefined) return undefined;
  if (control.kind === 'number') {
    return range ? {kind: 'number', min: range.min, max: range.max, step: range.step} : control;
  }
  if (range?.values && (control.kind === 'string' || control.kind === 'enum')) {
    return {kind: 'enum', values: range.values};
  }
  return control;
}

/** The tables with the entries applied to their controls; a control an entry takes away is left out. */
export function applyControlRanges(
  tables: Readonly<Record<string, ChartPropsTable>>,
  ranges: ControlRanges,
): Record<string, ChartPropsTable> {
  return mapChartTables(tables, (table) =>
    mapTableRows(table, (row, path) => {
      if (!row.control) return row;
      const control = controlWith(row.control, findControlRange(ranges, table.chart, path));
      if (control) return {...row, control};
      const {control: _codeOnly, ...rest} = row;
      return rest;
    }),
  );
}
