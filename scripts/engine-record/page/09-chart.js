/* The recorder's page, last part: one chart's whole record. */
'use strict';
(function (R) {
  /** A variant's value: `$xField` the demo's `xField`; `$plotView` each facet drawn as a line plot of the demo's first geometry. */
  R.variantValue = (value, config) => {
    if (value === '$xField') return config.xField;
    if (value !== '$plotView') return value;
    const views = typeof config.eachView === 'function' ? config.eachView(undefined, {data: []}) : undefined;
    const first = views && views.geometries && views.geometries[0];
    if (!first) return config.eachView;
    return (view, facet) => ({type: 'line', options: {data: facet.data, xField: first.xField, yField: first.yField}});
  };

  R.recordChart = async function recordChart({
    component,
    code,
    otherCodes,
    variants,
    wrapperProps,
    names,
    probes,
    callbacks,
    defaults,
    starts,
    arrays,
  }) {
    const config = R.demoConfig(code, component, wrapperProps);
    const variantConfigs = variants.map((variant) => ({
      ...config,
      ...Object.fromEntries(Object.entries(variant).map(([key, value]) => [key, R.variantValue(value, config)])),
    }));
    const demos = [];
    for (const other of otherCodes) {
      try {
        demos.push(R.demoConfig(other, component, wrapperProps));
      } catch {
        // A demo drawing another chart, or one the stand-in React cannot run, is left out.
      }
    }
    const others = [...variantConfigs, ...demos];
    return {
      component,
      demo: 'basic',
      applicability: R.recordApplicability(component, config, names, probes, demos, variantConfigs),
      callbacks: R.recordCallbacks(component, config, callbacks, others),
      drawn: await R.recordDrawnDefaults(
        component,
        config,
        ['isStack', 'isGroup', 'isPercent', 'innerRadius'].filter((flag) => names.includes(flag)),
        ['xAxis', 'yAxis'].filter((key) => names.includes(key)),
      ),
      events: await R.recordEvents(component, R.clone(config), others),
      methods: await R.recordMethods(component, config),
      defaults: R.checkDefaults(component, config, defaults, starts, arrays),
    };
  };
})((window.__recorder = window.__recorder || {}));
