/**
 * The defaults a chart's props table would show without the recording: the engine's declared ones
 * (`getDefaultOptions()`, code defaults, G2's theme map: engineDefaults.json) and the typings' `@default`.
 * The recorder draws each one set explicitly (page/08-defaults.js), so the table shows only those the
 * drawing bears out.
 */
import {loadTypeScript} from '../lib/loadTypeScript.mjs';

const {walkPropRows} = /** @type {typeof import('../../plugins/chart-docs/src/index.ts')} */ (
  loadTypeScript(import.meta.url, '../../plugins/chart-docs/src')
);
const {applyChartEngineDefaults, engineLeavesOf, readEngineDefaults, parseTypingsDefault} =
  /** @type {typeof import('../../plugins/chart-docs/src/props/applyEngineDefaults.ts')} */ (
    loadTypeScript(import.meta.url, '../../plugins/chart-docs/src/props/applyEngineDefaults.ts')
  );

/** @type {import('../../plugins/chart-docs/src/props/applyEngineDefaults.ts').EngineDefaults | undefined} */
let engineDefaults;

/**
 * Each shown default as `{path, text, value, enum}`: `text` as the table shows it, `value` to set.
 * @param {string} siteDir
 * @param {import('../../plugins/chart-docs/src').ChartPropsTable} table
 * @param {string} component
 */
export function shownDefaults(siteDir, table, component) {
  engineDefaults ??= readEngineDefaults(siteDir);
  const {table: withDefaults} = applyChartEngineDefaults(table, engineLeavesOf(component, engineDefaults));
  const out = [];
  for (const {row, path} of walkPropRows([...withDefaults.own, ...withDefaults.common])) {
    const engine = row.engineDefault;
    // A function's source cannot be set back; the engine's own function is what the chart calls.
    if (engine?.function) continue;
    const text = engine ? engine.value : row.defaultValue;
    if (!text) continue;
    const value = engine ? JSON.parse(text) : parseTypingsDefault(text);
    out.push({path, text, value, ...(row.json?.enum && {enum: row.json.enum})});
  }
  return out;
}
