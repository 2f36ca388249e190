/**
 * Reads the defaults G2Plot applies to each chart, from the engine itself.
 *
 * A plot's constructor merges `this.getDefaultOptions()` under the user's
 * options. Most charts return their static `getDefaultOptions()` there; Radar
 * and DualAxes only override the instance method (and Mix inherits Plot's), so
 * the instance method is called, on a bare object of the chart's prototype:
 * no canvas, no container, nothing drawn.
 *
 * Some defaults are not in those objects but in code (`autoFit` in
 * `Plot.bindSizeSensor`, `tooltip.showDelay` in G2's tooltip action), and the
 * style of axis, legend and label text comes from G2's theme. Both are listed
 * here with the source they come from; `findStaleSources` checks that each
 * source still says so, so an engine upgrade cannot leave one silently wrong.
 *
 * Works on the engine modules it is given, so the refresh command (jsdom in
 * Node) and the staleness test (Jest's jsdom) run the same code.
 */

/** @typedef {string | number | boolean | null | undefined | JsonArray | JsonObject} JsonValue */
/** @typedef {{[key: string]: JsonValue}} JsonObject */
/** @typedef {Array<JsonValue>} JsonArray */

/**
 * The engine's modules and objects are read as they come (`unknown`) and narrowed where used:
 * G2Plot's declarations do not describe the prototype methods called here.
 * @typedef {Record<string, unknown>} EngineModule
 */

/**
 * A function default is kept as its source text: JSON cannot hold it, and the text says what it does.
 * @param {unknown} value
 * @returns {JsonValue}
 */
export function toJsonValue(value) {
  if (typeof value === 'function') return {$function: value.toString()};
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value && typeof value === 'object') {
    const record = /** @type {Record<string, unknown>} */ (value);
    /** @type {Record<string, JsonValue>} */
    const out = {};
    for (const key of Object.keys(record).sort()) {
      if (record[key] !== undefined) out[key] = toJsonValue(record[key]);
    }
    return out;
  }
  // A string, number, boolean, null or undefined (JSON.stringify leaves an undefined member out).
  return /** @type {JsonValue} */ (value);
}

/**
 * Defaults set in the engine's code rather than its default options. `file` is
 * relative to `node_modules`; `pattern` must match that file's text.
 */
export const CODE_DEFAULTS = [
  {
    path: 'autoFit',
    value: true,
    file: '@antv/g2plot/lib/core/plot.js',
    pattern: 'autoFit = _a === void 0 ? true : _a',
  },
  {
    path: 'tooltip.showDelay',
    value: 16,
    file: '@antv/g2/lib/interaction/action/component/tooltip/geometry.js',
    pattern: "'tooltip.showDelay', 16",
  },
];

/**
 * Option paths whose default style G2's theme decides, and where in the theme
 * (`getTheme('default')`) it is. Font families are left out: the site's
 * charts set their own.
 */
export const THEME_STYLE_PATHS = [
  {path: 'xAxis.label.style', theme: 'components.axis.common.label.style'},
  {path: 'yAxis.label.style', theme: 'components.axis.common.label.style'},
  {path: 'xAxis.title.style', theme: 'components.axis.common.title.style'},
  {path: 'yAxis.title.style', theme: 'components.axis.common.title.style'},
  {path: 'xAxis.line.style', theme: 'components.axis.common.line.style'},
  {path: 'yAxis.line.style', theme: 'components.axis.common.line.style'},
  {path: 'xAxis.tickLine.style', theme: 'components.axis.common.tickLine.style'},
  {path: 'yAxis.tickLine.style', theme: 'components.axis.common.tickLine.style'},
  {path: 'legend.itemName.style', theme: 'components.legend.common.itemName.style'},
  {path: 'label.style', theme: 'labels.style'},
];

/**
 * @param {unknown} object
 * @param {string} path
 */
function get(object, path) {
  return path
    .split('.')
    .reduce(
      (/** @type {unknown} */ value, key) =>
        value == null ? undefined : /** @type {Record<string, unknown>} */ (value)[key],
      object,
    );
}

/**
 * Light-theme text and line styles, without font families.
 * @param {{getTheme(name: string): unknown}} g2
 */
export function readThemeStyles(g2) {
  const theme = g2.getTheme('default');
  /** @type {Record<string, JsonValue>} */
  const out = {};
  for (const {path, theme: themePath} of THEME_STYLE_PATHS) {
    const style = get(theme, themePath);
    if (!style || typeof style !== 'object') throw new Error(`G2's theme has no ${themePath} any more.`);
    const rest = /** @type {Record<string, unknown>} */ ({...style});
    delete rest.fontFamily;
    out[path] = toJsonValue(rest);
  }
  return out;
}

/**
 * `{[component]: defaults}` for the given component names (`Line`, `DualAxes`).
 * Throws naming a component the engine does not export.
 * @param {EngineModule} g2plot
 * @param {Iterable<string>} components
 */
export function readChartDefaults(g2plot, components) {
  /** @type {Record<string, JsonValue>} */
  const out = {};
  for (const name of [...components].sort()) {
    const Chart = g2plot[name];
    if (typeof Chart !== 'function' || typeof Chart.prototype.getDefaultOptions !== 'function') {
      throw new Error(`@antv/g2plot exports no chart named ${name}.`);
    }
    out[name] = toJsonValue(Chart.prototype.getDefaultOptions.call(Object.create(Chart.prototype)));
  }
  return out;
}

/**
 * Entries of CODE_DEFAULTS whose source text no longer says what they claim, given a file reader.
 * @param {(file: string) => string} readSource
 */
export function findStaleSources(readSource) {
  return CODE_DEFAULTS.filter(({file, pattern}) => !readSource(file).includes(pattern));
}

/**
 * Everything the props tables need, in the generated file's shape.
 * @param {{g2plot: EngineModule, g2: {getTheme(name: string): unknown}, components: Iterable<string>, versions: Record<string, string>}} engine
 */
export function readEngineDefaults({g2plot, g2, components, versions}) {
  return {
    versions,
    charts: readChartDefaults(g2plot, components),
    code: CODE_DEFAULTS.map(({path, value, file}) => ({path, value, file})),
    theme: readThemeStyles(g2),
  };
}
