/**
 * What the recorder needs from the props tables the site builds from the typings: per chart its
 * top-level option names (with the JSON shape of each, for probes) and every function-typed option
 * path with the return type its callback declares. The plugin's TypeScript is loaded as the build loads
 * it (../lib/loadTypeScript.mjs).
 */
import {loadTypeScript} from '../lib/loadTypeScript.mjs';
import {WRAPPER_PROPS, arrayItem} from './probes.cjs';
import {shownDefaults} from './shownDefaults.mjs';

const {loadChartRegistry, extractAllChartProps, walkPropRows} =
  /** @type {typeof import('../../plugins/chart-docs/src/index.ts')} */ (
    loadTypeScript(import.meta.url, '../../plugins/chart-docs/src')
  );

/** Paths of option rows whose value is an array of objects: a callback under one is set on its first item. */
/**
 * @param {import('../../plugins/chart-docs/src').PropRow[]} rows
 * @returns {Set<string>}
 */
function arrayPaths(rows) {
  const paths = new Set();
  for (const {row, path} of walkPropRows(rows)) {
    const fields = row.json && row.json.fieldsOf;
    if (fields && fields.includes('items') && !fields.includes('object')) paths.add(path);
  }
  return paths;
}

/**
 * @param {string} siteDir
 */
export function chartInputs(siteDir) {
  const charts = loadChartRegistry(siteDir);
  const tables = extractAllChartProps(siteDir, charts);
  return charts.map((chart) => {
    const rows = [...tables[chart.slug].own, ...tables[chart.slug].common];
    const arrays = arrayPaths(rows);
    const callbacks = [];
    for (const {row, path} of walkPropRows(rows)) {
      if (!row.callback || WRAPPER_PROPS.includes(path.split('.')[0])) continue;
      const under = [...arrays].find((array) => path.startsWith(`${array}.`));
      /** @type {{path: string, returns: string, params: string[], array?: {path: string, item: Record<string, unknown>}}} */
      const entry = {path, returns: row.callback.returns, params: row.callback.params.map((param) => param.name)};
      if (under) entry.array = {path: under, item: arrayItem(under, path.slice(under.length + 1))};
      callbacks.push(entry);
    }
    const options = rows
      .filter((row) => !WRAPPER_PROPS.includes(row.name))
      .map((row) => ({name: row.name, json: row.json}));
    return {
      slug: chart.slug,
      component: chart.component,
      options,
      callbacks,
      defaults: shownDefaults(siteDir, tables[chart.slug], chart.component),
      arrays: [...arrays],
    };
  });
}
