import fs from 'node:fs';
import path from 'node:path';
import {mapTableRows} from '../propsRows/walkPropRows';
import {propPathSuffixes} from '../propsRows/propPath';
import {mapChartTables} from './mapChartTables';
import type {ChartPropsTable} from './types';

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
  for (const suffix of propPathSuffixes(optionPath)) {
    const entry = descriptions[`${suffix}(${param})`];
    if (entry !== undefined) return entry;
  }
  return descriptions[`*(${param})`];
}

/**
 * The tables with every callback parameter that has an entry described;
 * `missing` lists, sorted, the `path(param)` pairs with no entry.
 */
export function applyCallbackDescriptions(
  tables: Readonly<Record<string, ChartPropsTable>>,
  descriptions: CallbackDescriptions,
): {tables: Record<string, ChartPropsTable>; missing: string[]} {
  const missing = new Set<string>();
  const described = mapChartTables(tables, (table) =>
    mapTableRows(table, (row, path) => {
      if (!row.callback) return row;
      const params = row.callback.params.map((param) => {
        const text = findCallbackDescription(descriptions, table.chart, path, param.name);
        if (text !== undefined) return {...param, description: text};
        missing.add(`${path}(${param.name})`);
        return param;
      });
      return {...row, callback: {...row.callback, params}};
    }),
  );
  return {tables: described, missing: [...missing].sort()};
}
