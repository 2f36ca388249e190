/* The recorder's page, part 4: which options a chart reads, and what its callbacks receive. */
'use strict';
(function (R) {
  const clone = (value) => {
    if (Array.isArray(value)) return value.map(clone);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const out = {};
      for (const key of Object.keys(value)) out[key] = clone(value[key]);
      return out;
    }
    return value;
  };
  R.clone = clone;

  const act = (plot) => {
    R.drivePointer(plot, {name: ''});
    plot.changeData(plot.options.data);
  };
  const errorText = (error) => String((error && error.message) || error).slice(0, 200);

  /**
   * Top-level options: read by name while drawing the basic demo (pointing, changing data) and the
   * recorder's modes (`variantConfigs`), or while drawn with one of `probes[name]` (a copy of the options
   * may be read instead: then whether a probe value changes the drawing). Which demos a chart has decides
   * nothing: an option only its other demos read is still counted (so no row goes) but marked
   * `onlyInDemos`, and a test fails on it (the probes or modes need to reach it).
   */
  R.recordApplicability = function recordApplicability(
    component,
    config,
    names,
    probes,
    demoConfigs = [],
    variantConfigs = [],
  ) {
    const {plot, reads} = R.drawWatched(component, clone(config), act);
    plot.destroy();
    for (const variant of variantConfigs) {
      try {
        const drawn = R.drawWatched(component, clone(variant));
        drawn.plot.destroy();
        for (const path of drawn.reads) reads.add(path);
      } catch {
        // A mode the data cannot draw says nothing.
      }
    }
    const demoReads = new Set();
    let otherDemos = 0;
    for (const other of demoConfigs) {
      try {
        const drawn = R.drawWatched(component, clone(other));
        drawn.plot.destroy();
        for (const path of drawn.reads) demoReads.add(path);
        otherDemos += 1;
      } catch {
        // A demo that does not draw alone (it needs the page's data) says nothing here.
      }
    }
    // Each probe is drawn over the demo's config and over each variant (a mode no demo draws).
    const bases = [];
    for (const start of [config, ...variantConfigs]) {
      try {
        const basePlot = R.draw(component, clone(start));
        bases.push({start, print: R.fingerprint(basePlot)});
        basePlot.destroy();
      } catch {
        // A variant the data cannot draw says nothing.
      }
    }
    const options = {};
    for (const name of names) {
      if (reads.has(name)) {
        options[name] = {read: true};
        continue;
      }
      const tried = probes[name] || [];
      let changed;
      let readByProbe = false;
      for (const {start, print} of bases) {
        for (const value of tried) {
          let drawn;
          try {
            drawn = R.drawWatched(component, {...clone(start), [name]: clone(value)});
            readByProbe = drawn.reads.has(name);
            if (R.fingerprint(drawn.plot) !== print) changed = value;
          } catch (error) {
            changed = {error: errorText(error)};
          } finally {
            if (drawn) drawn.plot.destroy();
          }
          if (readByProbe || changed !== undefined) break;
        }
        if (readByProbe || changed !== undefined) break;
      }
      if (readByProbe) options[name] = {read: true, byProbe: true};
      else if (changed === undefined && demoReads.has(name)) options[name] = {read: true, onlyInDemos: true};
      else options[name] = {read: false, probes: tried.length, changesDrawing: changed !== undefined};
    }
    for (const path of demoReads) reads.add(path);
    const nested = [...reads].filter((path) => path.includes('.')).sort();
    return {options, nestedReads: nested, otherDemos};
  };

  /** What a recording callback returns, so the chart goes on drawing: by the typings' return type and the path. */
  function stand(path, returns, args) {
    const last = path.split('.').pop();
    if (/^(start|position)$/.test(last)) return ['median', 'median'];
    if (last === 'end') return ['max', 'max'];
    if (last === 'tickMethod') {
      const cfg = args[0] || {};
      return typeof cfg.min === 'number' ? [cfg.min, cfg.max] : (cfg.values || []).slice();
    }
    if (last === 'symbol')
      return [
        ['M', args[0] - 4, args[1]],
        ['L', args[0] + 4, args[1]],
      ];
    if (last === 'marker') return {symbol: 'circle', style: {}};
    // Liquid's `shape(x, y, width, height)` draws its outline from the path it returns: a box.
    if (path === 'shape' && args.length === 4 && args.every((arg) => typeof arg === 'number')) {
      const [x, y, width, height] = args;
      return [
        ['M', x - width / 2, y - height / 2],
        ['L', x + width / 2, y - height / 2],
        ['L', x + width / 2, y + height / 2],
        ['L', x - width / 2, y + height / 2],
        ['Z'],
      ];
    }
    // Sankey's `nodeDepth(node, maxDepth)` places a node in a column: the one the layout gave it.
    if (last === 'nodeDepth') return Math.min((args[0] && args[0].depth) || 0, args[1] || 0);
    // Scatter's `regressionLine.algorithm(data)` returns the line's points.
    if (last === 'algorithm')
      return [
        [0, 0],
        [1, 1],
      ];
    if (last === 'html') return document.createElement('div');
    if (last === 'easing') return 'easeLinear';
    if (path === 'pattern') return {type: 'dot'};
    if (/color$/i.test(last) || /fill$/i.test(last)) return '#5B8FF9';
    if (/^tooltip\.formatter$|\.tooltip\.formatter$/.test(path)) return {name: 'name', value: 'value'};
    if (/^(duration|delay)$/.test(last)) return 50;
    if (/boolean/.test(returns) && !/string|number/.test(returns)) return false;
    if (
      /^string\b|\| string|^any$|^unknown$/.test(returns) &&
      /formatter|content|customHtml|title|text|customContent/.test(last)
    )
      return 'text';
    if (/Attrs|Style|Object|Cfg|CSS/.test(returns)) return {};
    return undefined;
  }

  function setPath(target, path, value) {
    const keys = path.split('.');
    let node = target;
    for (const key of keys.slice(0, -1)) {
      if (Array.isArray(node[key])) node = node[key][0] = node[key][0] || {};
      else if (!node[key] || typeof node[key] !== 'object') node = node[key] = {};
      else node = node[key];
    }
    node[keys[keys.length - 1]] = value;
  }

  /** One drawing with recorders at `paths`; the calls land in `calls[path]`. */
  function drawWithRecorders(component, config, paths, calls) {
    const options = clone(config);
    for (const {path, returns, array} of paths) {
      if (array) setPath(options, array.path, [clone(array.item)]);
      const original = path
        .split('.')
        .reduce((node, key) => (node == null ? undefined : Array.isArray(node) ? node[0]?.[key] : node[key]), config);
      setPath(options, path, function recorder(...args) {
        const list = (calls[path] = calls[path] || []);
        const call = () => ({count: args.length, args: args.map((arg) => R.describe(arg, 1))});
        if (list.length === 0) list.push(call());
        else {
          if (args.length > list[0].count) list[0] = call();
          list.push(null);
        }
        return typeof original === 'function' ? original.apply(this, args) : stand(path, returns, args);
      });
    }
    const plot = R.draw(component, options);
    try {
      R.drivePointer(plot, {name: ''});
      const data = plot.options.data;
      if (Array.isArray(data) && data.length > 1 && !Array.isArray(data[0])) {
        plot.changeData(data.slice(0, -1));
        plot.changeData(data);
      }
    } finally {
      plot.destroy();
    }
  }

  /** Each callback path's calls (argument count and the shapes of one call with the most arguments, how many in all), or the error it caused. */
  R.recordCallbacks = function recordCallbacks(component, config, paths, otherConfigs = []) {
    const groups = new Map();
    for (const entry of paths) {
      // A callback whose path holds other callbacks' paths (`animation` and `animation.appear.easing`)
      // would be replaced by their parent object: it is drawn in a group of its own.
      const parent = paths.some((other) => other.path.startsWith(`${entry.path}.`));
      const key = parent ? `#${entry.path}` : entry.path.split('.')[0];
      groups.set(key, [...(groups.get(key) || []), entry]);
    }
    const calls = {};
    const errors = {};
    for (const group of groups.values()) {
      try {
        drawWithRecorders(component, config, group, calls);
      } catch {
        for (const entry of group) {
          delete calls[entry.path];
          // Calls made before a throw still say what the callback got.
          try {
            drawWithRecorders(component, config, [entry], calls);
          } catch (error) {
            errors[entry.path] = errorText(error);
          }
        }
      }
    }
    // Siblings drawn together can hide each other (a label's `content` wins over its `formatter`): a
    // callback never called while a sibling was is drawn again alone before it is said never to be called.
    const parentOf = (path) => path.slice(0, path.lastIndexOf('.'));
    for (const group of groups.values()) {
      for (const entry of group) {
        if (calls[entry.path] || errors[entry.path]) continue;
        const hidden = group.some(
          (other) => other !== entry && calls[other.path] && parentOf(other.path) === parentOf(entry.path),
        );
        if (!hidden) continue;
        try {
          drawWithRecorders(component, config, [entry], calls);
        } catch (error) {
          errors[entry.path] = errorText(error);
        }
      }
    }
    // A callback the basic demo never calls may need an option it leaves out (a donut's statistic needs
    // `innerRadius`): the groups are drawn again over the chart's other demos until called.
    for (const other of otherConfigs.slice(0, 8)) {
      for (const group of groups.values()) {
        const waiting = group.filter((entry) => !calls[entry.path] && !errors[entry.path]);
        if (waiting.length === 0) continue;
        try {
          drawWithRecorders(component, other, waiting, calls);
        } catch {
          // This demo's config with recorders does not draw: the next one may.
        }
      }
    }
    const out = {};
    for (const {path} of paths) {
      const list = calls[path] || [];
      const shown = list.filter(Boolean);
      const seen =
        list.length > 0
          ? {called: true, times: list.length, argc: Math.max(...shown.map((call) => call.count)), calls: shown}
          : {called: false};
      out[path] = errors[path]
        ? {...seen, throws: errors[path]}
        : list.length === 0
          ? {called: false}
          : {called: true, times: list.length, argc: Math.max(...shown.map((call) => call.count)), calls: shown};
    }
    return out;
  };
})((window.__recorder = window.__recorder || {}));
