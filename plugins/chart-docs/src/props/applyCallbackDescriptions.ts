import fs from 'node:fs';
import path from 'node:path';
import type {ChartPropsTable, PropRow} from './types';

/**
 * What the engine passes in each parameter of a callback option, keyed
 * `{option path}({parameter})`: `chart:path(param)` for one chart, then the
 * longest matching path suffix (`tooltip.formatter(datum)`, `formatter(datum)`),
 * then `*(param)` for every callback with a parameter of that name. Each text
 * was checked against G2Plot's and G2's source (`getMappingField` and
 * `getMappingFunction` in g2plot/lib/adaptor/geometries/base.js decide which
 * fields a mapping callback gets; G2's label, tooltip and axis code the rest).
 */
export const CALLBACK_DESCRIPTIONS_FILE = 'plugins/chart-docs/propsI18n/callbacks.en.json';

export type CallbackDescriptions = Readonly<Record<string, string>>;

export function readCallbackDescriptions(siteDir: string): CallbackDescriptions {
  const parsed: unknown = JSON.parse(fs.readFileSync(path.join(siteDir, CALLBACK_DESCRIPTIONS_FILE), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${CALLBACK_DESCRIPTIONS_FILE}: expected an object of "path(parameter)" -> English text.`);
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' || !/^[\w:.*-]+\(\w+\)$/.test(key)) {
      throw new Error(`${CALLBACK_DESCRIPTIONS_FILE}: "${key}" must be "path(parameter)" with a text value.`);
    }
  }
  return parsed as Record<string, string>;
}

/** The text for parameter `param` of the callback at `optionPath` in `chart`, or undefined. */
export function findCallbackDescription(
  descriptions: CallbackDescriptions,
  chart: string,
  optionPath: string,
  param: string,
): string | undefined {
  const scoped = descriptions[`${chart}:${optionPath}(${param})`];
  if (scoped !== undefined) return scoped;
  const segments = optionPath.split('.');
  for (let start = 0; start < segments.length; start += 1) {
    const entry = descriptions[`${segments.slice(start).join('.')}(${param})`];
    if (entry !== undefined) return entry;
  }
  return descriptions[`*(${param})`];
}

function describeRows(
  rows: readonly PropRow[],
  chart: string,
  prefix: string,
  descriptions: CallbackDescriptions,
  missing: Set<string>,
): void {
  for (const row of rows) {
    const rowPath = prefix + row.name;
    for (const param of row.callback?.params ?? []) {
      const text = findCallbackDescription(descriptions, chart, rowPath, param.name);
      if (text === undefined) missing.add(`${rowPath}(${param.name})`);
      else param.description = text;
    }
    if (row.children) describeRows(row.children, chart, `${rowPath}.`, descriptions, missing);
  }
}

/** Describes every callback parameter (in place); returns the `path(param)` pairs with no entry. */
export function applyCallbackDescriptions(
  tables: Record<string, ChartPropsTable>,
  descriptions: CallbackDescriptions,
): string[] {
  const missing = new Set<string>();
  for (const table of Object.values(tables)) {
    describeRows(table.own, table.chart, '', descriptions, missing);
    describeRows(table.common, table.chart, '', descriptions, missing);
  }
  return [...missing].sort();
}
