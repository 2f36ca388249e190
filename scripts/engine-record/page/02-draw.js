/* The recorder's page, part 2: drawing a chart with its options object watched.
 * Every G2Plot chart keeps its merged options in `plot.options` (the constructor assigns it, `update`
 * re-assigns it): an accessor on Plot's prototype hands out a Proxy that notes each property read. */
'use strict';
(function (R) {
  const {Plot} = window.G2Plot;
  let reads = null;
  const cache = new WeakMap();
  const watched = new WeakMap();

  /** Reads by `for...in`, spread or `Object.keys` copy every field; only a read by name says the field is used. */
  function watch(target, prefix, depth) {
    const known = cache.get(target);
    if (known && known.prefix === prefix) return known.proxy;
    const listed = new Set();
    const proxy = new Proxy(target, {
      ownKeys(object) {
        const keys = Reflect.ownKeys(object);
        for (const key of keys) if (typeof key === 'string') listed.add(key);
        return keys;
      },
      has(object, key) {
        if (reads && typeof key === 'string') reads.add(prefix + key);
        return Reflect.has(object, key);
      },
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver);
        if (typeof key !== 'string') return value;
        if (listed.has(key)) listed.delete(key);
        else if (reads) reads.add(prefix + key);
        const plainObject = value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
        return plainObject && depth < 1 ? watch(value, `${prefix}${key}.`, depth + 1) : value;
      },
    });
    cache.set(target, {prefix, proxy});
    watched.set(proxy, {prefix, depth});
    return proxy;
  }

  /**
   * G2Plot's deepAssign (watchCopies.cjs) and Object.assign (beforeEngine.js) hand each copy here: a copy
   * of watched options (or of params holding them) is watched.
   */
  window.__recorderCopied = (result, sources) => {
    if (!reads || !result || typeof result !== 'object') return result;
    for (const source of sources) {
      const info = watched.get(source);
      if (info) return watched.has(result) ? result : watch(result, info.prefix, info.depth);
    }
    for (const source of sources) {
      if (!source || typeof source !== 'object' || watched.has(source)) continue;
      for (const key of Object.keys(source)) {
        const info = watched.get(source[key]);
        if (info && result[key] && typeof result[key] === 'object' && !watched.has(result[key])) {
          result[key] = watch(result[key], info.prefix, info.depth);
        }
      }
    }
    return result;
  };

  Object.defineProperty(Plot.prototype, 'options', {
    configurable: true,
    get() {
      return this.__watched;
    },
    set(value) {
      this.__raw = value;
      const plainValue = value && typeof value === 'object' && !watched.has(value);
      this.__watched = plainValue ? watch(value, '', 0) : value;
    },
  });

  R.container = () => {
    const old = document.getElementById('chart');
    if (old) old.remove();
    const div = document.createElement('div');
    div.id = 'chart';
    div.style.cssText = 'position:absolute;left:0;top:0;width:640px;height:400px';
    document.body.appendChild(div);
    return div;
  };

  /** Draws `component` with `options`; `onPlot` runs between construction and render (listeners). */
  R.draw = function draw(component, options, onPlot) {
    R.resetRandom();
    const Chart = window.G2Plot[component];
    if (typeof Chart !== 'function') throw new Error(`G2Plot has no chart named ${component}`);
    const plot = new Chart(R.container(), options);
    if (onPlot) onPlot(plot);
    plot.render();
    return plot;
  };

  /** Draws, noting every option path read by name (top level and one level down) while drawing and pointing. */
  R.drawWatched = function drawWatched(component, options, act) {
    reads = new Set();
    let plot;
    try {
      plot = R.draw(component, options);
      if (act) act(plot);
      return {plot, reads};
    } finally {
      reads = null;
    }
  };
})((window.__recorder = window.__recorder || {}));
