import fs from 'node:fs';
import path from 'node:path';
import {mapTableRows, walkPropRows} from '../propsRows/walkPropRows';
import {ancestorPropPaths} from '../propsRows/propPath';
import {mapChartTables} from './mapChartTables';
import type {EngineRegistries} from './applyEngineRegistries';
import type {ChartPropsTable, EngineDefault, EngineDefaultSource, PropRow} from './types';

/** Written by `npm run engine-defaults` (scripts/engine-defaults/), relative to the site directory. */
export const ENGINE_DEFAULTS_FILE = 'plugins/chart-docs/engineDefaults.json';

type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};

export interface EngineDefaults {
  versions: Record<string, string>;
  /** Per component (`Line`): what `getDefaultOptions()` returns, functions as `{$function: source}`. */
  charts: Record<string, {[key: string]: JsonValue}>;
  /** Defaults set in the engine's code, for every chart that has the option. */
  code: {path: string; value: JsonValue; file: string}[];
  /** Light-theme styles by option path (`xAxis.label.style`). */
  theme: Record<string, JsonValue>;
  /** Interaction and label-layout names the engine registers as it loads. */
  registries?: EngineRegistries;
}

export function readEngineDefaults(siteDir: string): EngineDefaults {
  const file = path.join(siteDir, ENGINE_DEFAULTS_FILE);
  if (!fs.existsSync(file)) throw new Error(`${ENGINE_DEFAULTS_FILE} is missing: run \`npm run engine-defaults\`.`);
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<EngineDefaults>;
  if (!parsed.charts || !parsed.code || !parsed.theme) {
    throw new Error(
      `${ENGINE_DEFAULTS_FILE}: expected {versions, charts, code, theme}; run \`npm run engine-defaults\`.`,
    );
  }
  return parsed as EngineDefaults;
}

function isPlainObject(value: JsonValue | undefined): value is {[key: string]: JsonValue} {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A function default (`{$function: source}`) is one value, not an object of fields. */
function isFunctionValue(value: JsonValue): boolean {
  return isPlainObject(value) && typeof value.$function === 'string' && Object.keys(value).length === 1;
}

export interface EngineLeaf {
  path: string;
  value: JsonValue;
  source: EngineDefaultSource;
}

/** Every value the engine sets, as `path = value` (arrays, functions and empty objects are values). */
export function flattenDefaults(value: JsonValue, source: EngineDefaultSource, prefix = ''): EngineLeaf[] {
  if (isPlainObject(value) && !isFunctionValue(value) && Object.keys(value).length > 0) {
    return Object.keys(value).flatMap((key) =>
      flattenDefaults(value[key] as JsonValue, source, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [{path: prefix, value, source}];
}

/** The leaves one chart gets: its default options, then code defaults and theme styles it does not set itself. */
export function engineLeavesOf(component: string, defaults: EngineDefaults): EngineLeaf[] {
  const own = flattenDefaults(defaults.charts[component] ?? {}, 'options');
  const covered = (leafPath: string) =>
    own.some((leaf) => leaf.path === leafPath || leaf.path.startsWith(`${leafPath}.`));
  const code = defaults.code
    .filter((entry) => !covered(entry.path))
    .map(({path: leafPath, value}) => ({path: leafPath, value, source: 'code' as const}));
  const theme = Object.entries(defaults.theme).flatMap(([stylePath, style]) =>
    flattenDefaults(style, 'theme', stylePath).filter((leaf) => !covered(leaf.path)),
  );
  return [...own, ...code, ...theme];
}

/** Rows by option path (`xAxis.label.rotate`), own and common together. */
export function indexRows(table: ChartPropsTable): Map<string, PropRow> {
  return new Map(Array.from(walkPropRows([...table.own, ...table.common]), ({path: rowPath, row}) => [rowPath, row]));
}

/**
 * Whether the table offers the option a leaf sets: a chart's own default needs
 * its top-level option; a shared code or theme default the option's first two
 * levels (`xAxis.label` for `xAxis.label.style.fill`), since not every chart has them.
 */
export function isOffered(index: ReadonlyMap<string, PropRow>, leaf: EngineLeaf): boolean {
  const depth = leaf.source === 'options' ? 1 : 2;
  return index.has(leaf.path.split('.').slice(0, depth).join('.'));
}

/** The deepest listed path that is `leafPath` or one of its ancestors. */
function nearestRowPath(index: ReadonlyMap<string, PropRow>, leafPath: string): string | undefined {
  return [leafPath, ...ancestorPropPaths(leafPath).reverse()].find((candidate) => index.has(candidate));
}

/** The typings' `@default` as a value, to compare with the engine's (`'top'`, `"16ms"`, `0.03`). */
export function parseTypingsDefault(text: string): JsonValue {
  const trimmed = text.trim();
  const quoted = /^(['"`])(.*)\1$/s.exec(trimmed);
  if (quoted) return quoted[2] ?? '';
  try {
    return JSON.parse(trimmed) as JsonValue;
  } catch {
    return trimmed;
  }
}

function setAt(target: {[key: string]: JsonValue}, segments: readonly string[], value: JsonValue): void {
  let node = target;
  segments.slice(0, -1).forEach((segment) => {
    const next = node[segment];
    if (!isPlainObject(next)) node[segment] = {};
    node = node[segment] as {[key: string]: JsonValue};
  });
  node[segments[segments.length - 1] ?? ''] = value;
}

/**
 * One chart's table with the engine's defaults on its rows: a leaf on the row
 * of its path, or, where the table lists nothing that deep, gathered into an
 * object on the nearest listed ancestor (`nested`). `unshown` lists the paths
 * no row shows (the table has no row on their path at all).
 */
export function applyChartEngineDefaults(
  table: ChartPropsTable,
  leaves: readonly EngineLeaf[],
): {table: ChartPropsTable; unshown: string[]} {
  const index = indexRows(table);
  const defaults = new Map<string, EngineDefault>();
  const nested = new Map<string, {value: {[key: string]: JsonValue}; sources: Set<EngineDefaultSource>}>();
  const unshown: string[] = [];
  for (const leaf of leaves) {
    if (!isOffered(index, leaf)) {
      // Code and theme defaults are shared by all charts: one without the option is not missing a row.
      if (leaf.source === 'options') unshown.push(leaf.path);
      continue;
    }
    const rowPath = nearestRowPath(index, leaf.path);
    const row = rowPath === undefined ? undefined : index.get(rowPath);
    if (!row || rowPath === undefined) continue;
    if (rowPath === leaf.path) {
      defaults.set(rowPath, describeDefault(leaf.value, leaf.source, row.defaultValue));
      continue;
    }
    const entry = nested.get(rowPath) ?? {value: {}, sources: new Set()};
    setAt(entry.value, leaf.path.slice(rowPath.length + 1).split('.'), leaf.value);
    entry.sources.add(leaf.source);
    nested.set(rowPath, entry);
  }
  for (const [rowPath, {value, sources}] of nested) {
    // Only theme styles beneath it: the whole object is the theme's.
    const source: EngineDefaultSource = sources.size === 1 && sources.has('theme') ? 'theme' : 'options';
    defaults.set(rowPath, {...describeDefault(value, source, ''), nested: true});
  }
  const withDefaults = mapTableRows(table, (row, rowPath) => {
    const engineDefault = defaults.get(rowPath);
    return engineDefault ? {...row, engineDefault} : row;
  });
  return {table: withDefaults, unshown};
}

function describeDefault(value: JsonValue, source: EngineDefaultSource, typingsText: string): EngineDefault {
  const result: EngineDefault = {value: JSON.stringify(value), source};
  if (isFunctionValue(value) && isPlainObject(value)) {
    result.value = String(value.$function);
    result.function = true;
  }
  if (typingsText && JSON.stringify(parseTypingsDefault(typingsText)) !== JSON.stringify(value)) {
    result.typings = typingsText;
  }
  return result;
}

/**
 * The tables with the engine's defaults on every chart's rows; `unshown`
 * gives, per chart, the engine defaults no row shows, for the build's warning.
 */
export function applyEngineDefaults(
  tables: Readonly<Record<string, ChartPropsTable>>,
  defaults: EngineDefaults,
): {tables: Record<string, ChartPropsTable>; unshown: Record<string, string[]>} {
  const unshown: Record<string, string[]> = {};
  const withDefaults = mapChartTables(tables, (table) => {
    const applied = applyChartEngineDefaults(table, engineLeavesOf(table.component, defaults));
    if (applied.unshown.length > 0) unshown[table.chart] = applied.unshown;
    return applied.table;
  });
  return {tables: withDefaults, unshown};
}
