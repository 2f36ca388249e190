/* The recorder's page, part 7: what the methods do, observed. `changeData` rebuilds when it clears the
 * G2 chart or calls the plot's `update`/`render`; `render()` is checked for what it keeps of states set
 * with `setState` and annotations added with `addAnnotations`; the React component (`@ant-design/plots`,
 * bundled beside the engine) for what `chartRef` and `onReady` receive. */
'use strict';
(function (R) {
  /** Counts calls of `name` on `target` while `run` runs. */
  function counting(targets, run) {
    const counts = {};
    const restore = [];
    for (const [label, target, name] of targets) {
      const original = target[name];
      counts[label] = 0;
      target[name] = function (...args) {
        counts[label] += 1;
        return original.apply(this, args);
      };
      restore.push(() => {
        target[name] = original;
      });
    }
    try {
      run();
    } finally {
      for (const undo of restore) undo();
    }
    return counts;
  }

  const METHODS = [
    'changeData',
    'changeSize',
    'render',
    'update',
    'destroy',
    'setState',
    'getStates',
    'addAnnotations',
    'removeAnnotations',
    'on',
    'off',
    'once',
    'emit',
    'triggerResize',
    'toDataURL',
    'downloadImage',
  ];

  const annotationCount = (plot) => {
    const controller = plot.chart.getController('annotation');
    return controller ? controller.option.length : 0;
  };

  R.recordMethods = async function recordMethods(component, config) {
    const plot = R.draw(component, R.clone(config));
    R.settle(plot);
    const out = {};
    const data = config.percent !== undefined && config.data === undefined ? config.percent : config.data;
    try {
      const counts = counting(
        [
          ['chart.clear', plot.chart, 'clear'],
          ['plot.update', plot, 'update'],
          ['plot.render', plot, 'render'],
          ['chart.changeData', plot.chart, 'changeData'],
          ['chart.render', plot.chart, 'render'],
        ],
        () => plot.changeData(R.clone(data)),
      );
      out.changeData = {
        rebuilds: counts['chart.clear'] + counts['plot.update'] + counts['plot.render'] > 0,
        calls: counts,
      };
    } catch (error) {
      out.changeData = {throws: String(error && error.message)};
    }
    try {
      plot.setState('selected', () => true);
      const statesBefore = plot.getStates().length;
      plot.addAnnotations([{type: 'text', position: ['50%', '50%'], content: 'recorder'}]);
      const annotationsBefore = annotationCount(plot);
      plot.render();
      out.render = {
        statesBefore,
        statesAfter: plot.getStates().length,
        annotationsBefore,
        annotationsAfter: annotationCount(plot),
      };
    } catch (error) {
      out.render = {throws: String(error && error.message)};
    }
    out.methods = METHODS.filter((name) => typeof plot[name] === 'function');
    plot.destroy();
    out.react = await recordReact(component, config);
    return out;
  };

  /** The React component: is what `chartRef` receives the very object `onReady` gets? */
  async function recordReact(component, config) {
    const {React, ReactDOM, Plots} = window.__wrapper || {};
    if (!Plots || !Plots[component]) return {skipped: `@ant-design/plots has no ${component}`};
    const div = R.container();
    let ref;
    let ready;
    const props = {...R.clone(config), chartRef: (value) => (ref = value), onReady: (value) => (ready = value)};
    ReactDOM.render(React.createElement(Plots[component], props), div);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const out = {
      onReadyIsPlot: !!ready && ready instanceof window.G2Plot[component],
      chartRefIsOnReadyObject: !!ref && ref === ready,
      chartRefIsPlot: !!ref && ref instanceof window.G2Plot[component],
      chartRefSharesChart: !!ref && !!ready && ref.chart === ready.chart,
      chartRefExtra:
        ref && ready
          ? Object.keys(ref)
              .filter((key) => !(key in ready))
              .sort()
          : [],
      chartRefMethods: ref ? METHODS.filter((name) => typeof ref[name] === 'function') : [],
      onReadyMethods: ready ? METHODS.filter((name) => typeof ready[name] === 'function') : [],
    };
    ReactDOM.unmountComponentAtNode(div);
    return out;
  }
})((window.__recorder = window.__recorder || {}));
