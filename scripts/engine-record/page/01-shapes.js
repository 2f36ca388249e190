/* The recorder's page, part 1: how values are described and how a drawn chart is fingerprinted.
 * Plain browser script (no bundling): run.mjs injects the parts in file order after the engine. */
'use strict';
(function (R) {
  /** A deterministic Math.random, reset before each drawing, so two drawings of one config are equal (WordCloud lays out at random). */
  let seed = 1;
  Math.random = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed - 1) / 2147483646;
  };
  R.resetRandom = () => {
    seed = 1;
  };

  const className = (value) => {
    const proto = Object.getPrototypeOf(value);
    const name = proto && proto.constructor && proto.constructor.name;
    return name && name !== 'Object' ? name : undefined;
  };

  /** The shape of a value a callback or listener receives: its type, class, keys, an example for primitives (`examples`). */
  R.describe = function describe(value, depth = 0, examples = true) {
    if (value === null) return {type: 'null'};
    const type = typeof value;
    if (!examples && (type === 'string' || type === 'number' || type === 'boolean')) return {type};
    if (type === 'string') return {type, example: value.length > 40 ? `${value.slice(0, 40)}…` : value};
    if (type === 'number' || type === 'boolean') return {type, example: value};
    if (type === 'undefined') return {type};
    if (type === 'function') return {type};
    if (Array.isArray(value)) {
      const out = {type: 'array', length: value.length};
      if (value.length > 0 && depth < 2) out.item = describe(value[0], depth + 1, examples);
      return out;
    }
    if (typeof Event !== 'undefined' && value instanceof Event) return {type: 'object', class: value.constructor.name};
    const out = {type: 'object'};
    const name = className(value);
    if (name) out.class = name;
    // Engine instances (View, Element, Group) have dozens of fields: their class says what they are.
    if (!name || depth === 0) {
      const keys = Object.keys(value).filter((key) => value[key] !== undefined);
      out.keys = keys.sort().slice(0, 24);
      if (!name && depth < 1) {
        out.fields = {};
        for (const key of out.keys) out.fields[key] = describe(value[key], depth + 1, examples);
      }
    }
    return out;
  };

  // A pattern fill is an opaque CanvasPattern: each one made is marked with a digest of the tile it repeats,
  // so two drawings with different pattern sizes or colours compare as different.
  const createPattern = CanvasRenderingContext2D.prototype.createPattern;
  CanvasRenderingContext2D.prototype.createPattern = function (image, repetition) {
    const pattern = createPattern.call(this, image, repetition);
    if (pattern && image && typeof image.toDataURL === 'function') {
      const url = image.toDataURL();
      let digest = 0;
      for (let index = 0; index < url.length; index += 1) digest = (digest * 31 + url.charCodeAt(index)) | 0;
      pattern.__tile = `${image.width}x${image.height}:${digest}`;
    }
    return pattern;
  };

  /** JSON of a value with functions named as such and engine objects by class, for comparing drawings. */
  const plain = (value, depth = 0) => {
    if (value === null || typeof value !== 'object') return typeof value === 'function' ? 'fn' : value;
    if (depth > 6) return '…';
    if (Array.isArray(value)) return value.slice(0, 50).map((item) => plain(item, depth + 1));
    if (value.__tile) return `<CanvasPattern ${value.__tile}>`;
    const name = className(value);
    if (name && name !== 'Array') return `<${name}>`;
    const out = {};
    for (const key of Object.keys(value).sort()) if (key !== 'data') out[key] = plain(value[key], depth + 1);
    return out;
  };
  R.plain = plain;

  /** Every shape of the canvas as drawn once animations are at their end: type, name and drawn attributes. */
  function shapesOf(element, out) {
    for (const child of element.get('children') || []) {
      if (child.get('visible') === false) continue;
      if (child.isGroup()) shapesOf(child, out);
      else out.push([child.get('type'), child.get('name'), plain(child.attr())]);
    }
    return out;
  }

  function viewOf(view) {
    return {
      options: plain(view.getOptions ? {...view.getOptions(), data: undefined} : {}),
      geometries: view.geometries.map((geometry) => ({
        type: geometry.type,
        attributes: plain(geometry.attributeOption),
        style: plain(geometry.styleOption),
        label: plain(geometry.labelOption),
        animate: plain(geometry.animateOption),
        elements: geometry.elements.length,
      })),
      interactions: Object.keys(view.interactions || {}).sort(),
      views: view.views.map(viewOf),
    };
  }

  /** Ends every running animation at its last frame: shapes sit where they stay (a growing column, a clipped line). */
  R.settle = function settle(plot) {
    const timeline = plot.chart.canvas.get('timeline');
    if (timeline && timeline.stopAllAnimations) timeline.stopAllAnimations(true);
  };

  /** What a drawing is: the G2 views' options and geometries, and the shapes on the canvas. */
  R.fingerprint = function fingerprint(plot) {
    const canvas = plot.chart.canvas;
    R.settle(plot);
    return JSON.stringify([viewOf(plot.chart), shapesOf(canvas, [])]);
  };

  /** The canvas shapes alone (animations at their end): what a visitor sees, whatever options G2 was given. */
  R.shapesPrint = function shapesPrint(plot) {
    R.settle(plot);
    return JSON.stringify(shapesOf(plot.chart.canvas, []));
  };

  /** Where the pointer lands on a shape: its box's centre, else a vertex of its path (a line's centre is off the line). */
  function pointOn(canvas, shape) {
    const box = shape.getCanvasBBox();
    if (!(box.width * box.height >= 1) && !(box.width + box.height >= 2)) return undefined;
    const candidates = [{x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2}];
    const leaf = shape.isGroup() ? shape.getChildren().find((child) => !child.isGroup()) : shape;
    const pathAttr = leaf && leaf.attr('path');
    if (Array.isArray(pathAttr)) {
      const matrix = leaf.getTotalMatrix ? leaf.getTotalMatrix() : null;
      for (const segment of pathAttr.slice(0, 24)) {
        if (!Array.isArray(segment) || segment.length < 3) continue;
        let [x, y] = segment.slice(-2);
        if (matrix) [x, y] = [matrix[0] * x + matrix[3] * y + matrix[6], matrix[1] * x + matrix[4] * y + matrix[7]];
        candidates.push({x, y});
      }
    }
    for (const point of candidates) {
      let hit = canvas.getShape(point.x, point.y);
      while (hit && hit !== shape) hit = hit.get('parent');
      if (hit === shape) return point;
    }
    return undefined;
  }

  /** Named canvas shapes with a box under the pointer: one per name, the first the canvas finds at its centre. */
  R.namedParts = function namedParts(plot) {
    const canvas = plot.chart.canvas;
    R.settle(plot);
    const found = new Map();
    const walk = (element) => {
      for (const child of element.get('children') || []) {
        if (child.get('visible') === false) continue;
        const name = child.get('name');
        const key = Array.isArray(name) ? name.join('|') : name;
        if (key && !found.has(key)) {
          const point = pointOn(canvas, child);
          if (point) found.set(key, point);
        }
        if (child.isGroup()) walk(child);
      }
    };
    walk(canvas);
    return found;
  };
})((window.__recorder = window.__recorder || {}));
