/* The recorder's page, part 3: pointer input over each named part, and which events reach which listener.
 * `plot.on('*')` and `plot.chart.on('*')` listeners get the event's arguments but not its name
 * (@antv/event-emitter), so each emitter's `emit` is wrapped: it sees exactly what listeners get. */
'use strict';
(function (R) {
  const POINTER = ['mousemove', 'mousedown', 'mouseup', 'click', 'dblclick', 'contextmenu'];

  function fire(canvasEl, type, x, y) {
    const box = canvasEl.getBoundingClientRect();
    const init = {bubbles: true, cancelable: true, clientX: box.left + x, clientY: box.top + y, view: window};
    if (type.startsWith('touch')) {
      const touch = new Touch({identifier: 1, target: canvasEl, clientX: init.clientX, clientY: init.clientY});
      const touches = type === 'touchend' ? [] : [touch];
      canvasEl.dispatchEvent(new TouchEvent(type, {...init, touches, targetTouches: touches, changedTouches: [touch]}));
    } else {
      canvasEl.dispatchEvent(new MouseEvent(type, init));
      // Drags (the slider's handles) listen on the document once pressed.
      if (type === 'mousemove' || type === 'mouseup') document.dispatchEvent(new MouseEvent(type, init));
    }
  }

  /** Where an event keeps its facts: paths of the payload that hold something, with their shapes. */
  function payload(event) {
    if (event === undefined) return {none: true};
    if (!event || typeof event !== 'object') return {value: R.describe(event, 0, false)};
    // Shapes without example values: events of one part then share one payload.
    const out = {};
    for (const key of ['data', 'x', 'y']) if (event[key] !== undefined) out[key] = R.describe(event[key], 0, false);
    if (event.target) out.target = {type: 'object', class: event.target.constructor.name};
    const original = event.gEvent && event.gEvent.originalEvent;
    if (original && !(original instanceof Event) && original.value !== undefined) {
      out['gEvent.originalEvent.value'] = R.describe(original.value, 0, false);
    }
    return out;
  }

  /** Notes every `emit` of the plot and its G2 chart: name, emitter, the payload's shape, and the step. */
  R.listen = function listen(plot, log, shared) {
    const step = shared || {name: 'render'};
    const wrapEmit = (emitter, who) => {
      const emit = emitter.emit;
      emitter.emit = function (name, ...args) {
        if (typeof name === 'string') {
          const entry = log.get(name) || {name, plot: false, chart: false, steps: new Set(), payload: undefined};
          entry[who] = true;
          entry.steps.add(step.name);
          // The first payload that carries data is kept (`plot:click` over a column carries its record).
          const hasData = (shape) => !!shape && !!shape.data && shape.data.type !== 'null';
          if (!entry.payload || (!hasData(entry.payload) && args[0] && args[0].data)) entry.payload = payload(args[0]);
          log.set(name, entry);
        }
        return emit.call(this, name, ...args);
      };
    };
    wrapEmit(plot, 'plot');
    wrapEmit(plot.chart, 'chart');
    return step;
  };

  /** Points at every named part: enter, press, release, click, double-click, context menu, a touch, then leave. */
  R.drivePointer = function drivePointer(plot, step, skip = new Set()) {
    const canvasEl = plot.chart.canvas.get('el');
    const parts = R.namedParts(plot);
    for (const name of skip) parts.delete(name);
    for (const [name, {x, y}] of parts) {
      step.name = `pointer:${name}`;
      for (const type of POINTER) fire(canvasEl, type, x, y);
      fire(canvasEl, 'mousedown', x, y);
      fire(canvasEl, 'mousemove', x + 12, y);
      fire(canvasEl, 'mouseup', x + 12, y);
      for (const type of ['touchstart', 'touchmove', 'touchend']) fire(canvasEl, type, x, y);
      fire(canvasEl, 'mousemove', 1, 1);
    }
    step.name = 'pointer:leave';
    canvasEl.dispatchEvent(new MouseEvent('mouseleave', {bubbles: false, clientX: 700, clientY: 500}));
    return [...parts.keys()];
  };

  /** Every event of one drawing: render, pointer over each part (once its labels are drawn), changeData, changeSize, destroy. */
  const later = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  R.recordEvents = async function recordEvents(component, options, others = []) {
    const log = new Map();
    let step;
    const plot = R.draw(component, options, (created) => {
      step = R.listen(created, log);
    });
    // Labels are laid out and drawn a moment after render (G2's label layout runs apart).
    await later(100);
    const parts = R.drivePointer(plot, step);
    step.name = 'changeData';
    plot.changeData(options.data);
    step.name = 'changeSize';
    plot.changeSize(600, 380);
    step.name = 'destroy';
    plot.destroy();
    // Parts only other demos draw (a legend, a slider): each demo is drawn and its new parts pointed at
    // (after the basic demo's chart is destroyed: a new drawing takes the page's chart container).
    const seen = new Set(parts);
    for (const other of others) {
      let otherPlot;
      step.name = 'other demos';
      try {
        otherPlot = R.draw(component, R.clone(other), (created) => R.listen(created, log, step));
        await later(100);
        for (const part of R.drivePointer(otherPlot, step, seen)) seen.add(part);
      } catch {
        // A demo that does not draw alone adds nothing.
      }
      try {
        if (otherPlot) otherPlot.destroy();
      } catch {
        // Destroying a half-drawn chart may throw; the page is reset by the next drawing.
      }
    }
    // Many events carry the same payload (every `axis-label:*`): each distinct one is kept once.
    const payloads = [];
    const payloadIndex = new Map();
    const events = [...log.values()]
      .map(({payload: shape, steps, ...entry}) => {
        const key = JSON.stringify(shape);
        if (!payloadIndex.has(key)) {
          payloadIndex.set(key, payloads.length);
          payloads.push(shape);
        }
        // An event of the whole canvas or plot area fires over every part: its steps say so once.
        const pointed = [...steps].filter((step) => step.startsWith('pointer:'));
        const kept =
          pointed.length > 3
            ? [...steps].filter((step) => !step.startsWith('pointer:')).concat('pointer:*')
            : [...steps];
        return {...entry, steps: kept.sort(), payload: payloadIndex.get(key)};
      })
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    return {parts: [...seen].sort(), payloads, events};
  };
})((window.__recorder = window.__recorder || {}));
