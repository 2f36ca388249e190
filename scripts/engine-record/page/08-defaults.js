/* The recorder's page, part 8: every default a props table shows, checked against the drawing.
 * A default that does not come from reading the drawn chart (the chart's `getDefaultOptions()`, a code
 * default, G2's theme map, the typings' `@default`) is drawn set explicitly and compared, shape by
 * shape, with the chart drawn without it. */
'use strict';
(function (R) {
  const isPlain = (value) => !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

  /** The node at `path`'s parent in `config`, its parents made (an array's first item; a missing top-level option as `start`), or undefined. */
  function parentOf(config, path, start, arrays) {
    const keys = path.split('.');
    let node = config;
    let walked = '';
    for (const key of keys.slice(0, -1)) {
      walked = walked ? `${walked}.${key}` : key;
      const current = node[key];
      const inArray = Array.isArray(current);
      // An option typed as an array, or a record (DualAxes' `yAxis` by field): an item to set on must be there.
      if (!inArray && !isPlain(current) && arrays.includes(walked)) return undefined;
      let next = inArray ? current[0] : current;
      if (!isPlain(next)) {
        // An empty array (or one of values) has no item to set a field on.
        if (inArray) return undefined;
        next = walked === key && isPlain(start) ? R.clone(start) : {};
        node[key] = next;
      }
      node = next;
    }
    return node;
  }
  /** Another value than `value` (a flag flipped, a number doubled, a colour red), or undefined. */
  function otherValue(value) {
    if (typeof value === 'boolean') return !value;
    if (typeof value === 'number') return value === 0 ? 7 : value * 2;
    if (typeof value === 'string' && /^(#|rgb|hsl)/i.test(value)) return '#ff0000';
    return undefined;
  }

  const leafOf = (path) => path.slice(path.lastIndexOf('.') + 1);

  /** The drawn shapes (animations at their end), not the options G2 was given: a value set equal to the default draws the same. */
  function drawnShapes(component, config) {
    const plot = R.draw(component, config);
    try {
      return R.shapesPrint(plot);
    } finally {
      plot.destroy();
    }
  }

  /**
   * Each entry (`{path, text, value}`: `text` as the table shows it) against the drawing of `config`:
   * `same` (set explicitly, it draws as without it; so does any option this drawing does not show),
   * `differs` (set, it draws otherwise: not the default), `noItem` (under an array the config has no item
   * of), `throws: ...`; as `{shown: text, drawn}`. The entries of one option are drawn set together, and
   * split by path only where that draws otherwise, so a chart takes a few dozen drawings, not one per row.
   */
  R.checkDefaults = function checkDefaults(component, config, entries, starts = {}, arrays = []) {
    const fields = R.axisFields(component, config);
    // A `yAxis` keyed by field is checked on each axis (`yAxis.orders.line`, `yAxis.conversion.line`); an
    // option the config leaves out with several starts (a pattern's types) is checked in each (`by`).
    const targets = entries.flatMap((entry) => {
      const paths =
        fields && entry.path.startsWith('yAxis.')
          ? fields.map((field) => `yAxis.${field}${entry.path.slice(5)}`)
          : [entry.path];
      const top = entry.path.split('.')[0];
      const alternatives = entry.path.includes('.') && config[top] === undefined ? [].concat(starts[top] || []) : [];
      if (alternatives.length === 0) return paths.map((path) => ({entry, path}));
      return alternatives.flatMap((start) => paths.map((path) => ({entry, path, start, by: start.type})));
    });
    const results = new Map();
    const note = (target, result) => results.set(target, result);
    const prints = new Map();
    const printOf = (candidate) => {
      const key = JSON.stringify(candidate);
      if (!prints.has(key)) prints.set(key, drawnShapes(component, R.clone(candidate)));
      return prints.get(key);
    };
    /** The config without the targets' values and with them (parents first, so a child's value lands inside). */
    const configsFor = (group) => {
      const without = R.clone(config);
      for (const target of group) delete parentOf(without, target.path, target.start, arrays)[leafOf(target.path)];
      const withThem = R.clone(without);
      const byDepth = [...group].sort((a, b) => a.path.split('.').length - b.path.split('.').length);
      for (const target of byDepth) {
        parentOf(withThem, target.path, target.start, arrays)[leafOf(target.path)] = R.clone(target.entry.value);
      }
      return {without, withThem};
    };
    const check = (group, depth) => {
      let result;
      try {
        const {without, withThem} = configsFor(group);
        result = printOf(withThem) === printOf(without) ? 'same' : 'differs';
      } catch (error) {
        result = `throws: ${String((error && error.message) || error).slice(0, 120)}`;
      }
      if (result === 'same' || group.length === 1) {
        for (const target of group) note(target, result);
        return;
      }
      // Split by the next path segment (one target per group at the deepest level).
      const parts = new Map();
      for (const target of group) {
        const segments = target.path.split('.');
        const key = segments.length > depth + 1 ? segments.slice(0, depth + 1).join('.') : target.path;
        parts.set(key, [...(parts.get(key) || []), target]);
      }
      if (parts.size === 1) check(group, depth + 1);
      else for (const part of parts.values()) check(part, depth + 1);
    };
    const groups = new Map();
    for (const target of targets) {
      if (!parentOf(R.clone(config), target.path, target.start, arrays)) note(target, 'noItem');
      else {
        const key = `${target.path.split('.')[0]} ${target.by || ''}`;
        groups.set(key, [...(groups.get(key) || []), target]);
      }
    }
    for (const group of groups.values()) check(group, 1);
    // Under one start a field may not be drawn at all (a line pattern has no `size`): when another value
    // draws the same too, the start says nothing about it (`unseen`) and is not named as where it holds.
    for (const target of targets) {
      const other = otherValue(target.entry.value);
      if (!target.by || results.get(target) !== 'same' || other === undefined) continue;
      const {without, withThem} = configsFor([target]);
      parentOf(withThem, target.path, target.start, arrays)[leafOf(target.path)] = other;
      try {
        if (printOf(withThem) === printOf(without)) note(target, 'unseen');
      } catch {
        // Another value that throws is told apart.
      }
    }
    const worst = (list) =>
      list.find((result) => result === 'differs') ||
      list.find((result) => result.startsWith('throws')) ||
      (list.includes('same') ? 'same' : 'noItem');
    const out = {};
    for (const entry of entries) {
      const mine = targets.filter((target) => target.entry === entry);
      const byStart = {};
      for (const target of mine.filter((each) => each.by)) {
        // One start's results (one per axis of a keyed `yAxis`): `unseen` only when none says more.
        const both = [byStart[target.by], results.get(target)].filter(Boolean);
        const seen = both.filter((result) => result !== 'unseen');
        byStart[target.by] = seen.length > 0 ? worst(seen) : 'unseen';
      }
      const kinds = Object.values(byStart);
      // With several starts the default holds where it draws the same; the row says under which.
      const drawn =
        kinds.length > 0 && (kinds.includes('same') || kinds.every((kind) => kind === 'unseen'))
          ? 'same'
          : worst(mine.map((target) => results.get(target)).filter((result) => result !== 'unseen'));
      out[entry.path] = {shown: entry.text, drawn, ...(kinds.length > 0 && {by: byStart})};
    }
    return out;
  };
})((window.__recorder = window.__recorder || {}));
