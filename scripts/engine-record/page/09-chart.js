/* The recorder's page, last part: one chart's whole record. */
'use strict';
(function (R) {
  R.recordChart = async function recordChart({
    component,
    code,
    otherCodes,
    variants,
    wrapperProps,
    names,
    probes,
    callbacks,
  }) {
    const config = R.demoConfig(code, component, wrapperProps);
    const variantConfigs = variants.map((variant) => ({...config, ...variant}));
    const others = [...variantConfigs];
    for (const other of otherCodes) {
      try {
        others.push(R.demoConfig(other, component, wrapperProps));
      } catch {
        // A demo drawing another chart, or one the stand-in React cannot run, is left out.
      }
    }
    return {
      component,
      demo: 'basic',
      applicability: R.recordApplicability(component, config, names, probes, others, variantConfigs),
      callbacks: R.recordCallbacks(component, config, callbacks, others),
      drawn: await R.recordDrawnDefaults(
        component,
        config,
        ['isStack', 'isGroup', 'isPercent', 'innerRadius'].filter((flag) => names.includes(flag)),
        ['xAxis', 'yAxis'].filter((key) => names.includes(key)),
      ),
      events: await R.recordEvents(component, R.clone(config), others),
      methods: await R.recordMethods(component, config),
    };
  };
})((window.__recorder = window.__recorder || {}));
