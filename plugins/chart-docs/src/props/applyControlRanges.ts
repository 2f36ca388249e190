import fs from 'node:fs';
import path from 'node:path';
import type {ChartPropsTable, PropRow} from './types';

export interface ControlRange {
  min?: number;
  max?: number;
  step?: number;
}

/**
 * Ranges of number options whose type says only `number`, keyed like the
 * English descriptions: `chart:path`, else the longest matching path suffix
 * (`xAxis.label.rotate`, then `label.rotate`, then `rotate`).
 */
export type ControlRanges = Readonly<Record<string, ControlRange>>;

export const CONTROL_RANGES_FILE = 'plugins/chart-docs/propsControls/ranges.json';

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
  const segments = dottedPath.split('.');
  for (let start = 0; start < segments.length; start += 1) {
    const entry = ranges[segments.slice(start).join('.')];
    if (entry) return entry;
  }
  return undefined;
}

function applyToRows(rows: PropRow[], chart: string, prefix: string, ranges: ControlRanges): void {
  for (const row of rows) {
    const rowPath = prefix + row.name;
    if (row.control?.kind === 'number') {
      const range = findControlRange(ranges, chart, rowPath);
      if (range) row.control = {...row.control, ...range};
    }
    if (row.children) applyToRows(row.children, chart, `${rowPath}.`, ranges);
  }
}

/** Adds the ranges to the number controls of every table, in place. */
export function applyControlRanges(tables: Record<string, ChartPropsTable>, ranges: ControlRanges): void {
  for (const table of Object.values(tables)) {
    applyToRows(table.own, table.chart, '', ranges);
    applyToRows(table.common, table.chart, '', ranges);
  }
}
