/**
 * The names the engine registers as it loads: G2's interactions (`tooltip`,
 * `element-active`, G2Plot's `drill-down`...) and label layouts (`overlap`,
 * `pie-spider`...), which configs pick by name (`interactions: [{type}]`,
 * `label.layout: {type}`). G2 keeps them in private maps, so the two register
 * functions are wrapped before G2 and G2Plot load, and every call is noted.
 */

/**
 * @param {NodeJS.Require} require resolves from the site, as the engine's own imports do
 * @returns {{interactions: Set<string>, labelLayouts: Set<string>}} filled once the engine is required
 */
export function recordRegistrations(require) {
  const interactions = new Set();
  const labelLayouts = new Set();
  /**
   * @param {Record<string, unknown>} exports a G2 module's CommonJS exports (plain, writable properties)
   * @param {string} name
   * @param {Set<string>} into
   */
  const wrap = (exports, name, into) => {
    const register = exports[name];
    if (typeof register !== 'function') throw new Error(`@antv/g2 no longer exports ${name} where it used to`);
    exports[name] = (/** @type {unknown} */ key, /** @type {unknown[]} */ ...rest) => {
      if (typeof key === 'string') into.add(key);
      return register(key, ...rest);
    };
  };
  // G2's index re-exports these through getters that read the module's exports at call time.
  wrap(require('@antv/g2/lib/interaction/index.js'), 'registerInteraction', interactions);
  wrap(require('@antv/g2/lib/geometry/label/index.js'), 'registerGeometryLabelLayout', labelLayouts);
  return {interactions, labelLayouts};
}
