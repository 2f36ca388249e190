import fs from 'node:fs';
import path from 'node:path';
import {mapTableRows} from '../propsRows/walkPropRows';
import {propPathSuffixes} from '../propsRows/propPath';
import {mapChartTables} from './mapChartTables';
import type {ChartPropsTable} from './types';

/**
 * English descriptions of chart options, keyed by option path.
 *
 * A row at path `xAxis.label.style` of chart `line` takes the first entry found among:
 *   1. `line:xAxis.label.style`  (wording for one chart only, e.g. `progress:color`)
 *   2. `xAxis.label.style`, then `label.style`, then `style`  (longest suffix wins)
 * So a bare option name covers every occurrence that needs no context, and a
 * longer path only where the same name means something else (`label.style` is
 * a data label's style, `xAxis.label.style` an axis label's).
 */
export type EnglishDescriptions = Readonly<Record<string, string>>;

/** The translation table, relative to the site directory; its keys are sorted. */
export const ENGLISH_DESCRIPTIONS_FILE = 'plugins/chart-docs/propsI18n/en.json';

/**
 * Reads the table with `JSON.parse` rather than a JSON import: module loaders
 * (jiti) give an imported JSON object a `default` property, and `default` is
 * also an option name (`state.default`).
 */
export function readEnglishDescriptions(siteDir: string): EnglishDescriptions {
  const file = path.join(siteDir, ENGLISH_DESCRIPTIONS_FILE);
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${ENGLISH_DESCRIPTIONS_FILE}: expected an object of option path -> English description.`);
  }
  const entries = Object.entries(parsed);
  const notText = entries.find(([, value]) => typeof value !== 'string');
  if (notText) throw new Error(`${ENGLISH_DESCRIPTIONS_FILE}: the entry "${notText[0]}" must be a string.`);
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The entry that describes `path` in `chart`, or `undefined`. */
export function findEnglishDescription(
  descriptions: EnglishDescriptions,
  chart: string,
  path: string,
): string | undefined {
  const chartScoped = descriptions[`${chart}:${path}`];
  if (chartScoped !== undefined) return chartScoped;
  for (const suffix of propPathSuffixes(path)) {
    const entry = descriptions[suffix];
    if (entry !== undefined) return entry;
  }
  return undefined;
}

/**
 * The tables with every description that has an English entry replaced by it
 * and marked `en`; other rows keep the text and language their JSDoc gave
 * them. `missing` lists, sorted, the option paths that have no entry, for one
 * build warning. The tables given are left as they are.
 */
export function applyEnglishDescriptions(
  tables: Readonly<Record<string, ChartPropsTable>>,
  descriptions: EnglishDescriptions,
): {tables: Record<string, ChartPropsTable>; missing: string[]} {
  const missing = new Set<string>();
  const translated = mapChartTables(tables, (table) =>
    mapTableRows(table, (row, path) => {
      const english = findEnglishDescription(descriptions, table.chart, path);
      if (english !== undefined) return {...row, description: english, descriptionLang: 'en'};
      missing.add(path);
      return row;
    }),
  );
  return {tables: translated, missing: [...missing].sort()};
}
