/* The recorder's page, part 5: a chart's representative config is its basic demo's, as written.
 * The demo (compiled to CommonJS in Node) runs against a stand-in React that only builds elements;
 * the chart element's props, less the React wrapper's own, are the config. */
'use strict';
(function (R) {
  R.demoConfig = function demoConfig(code, component, wrapperProps) {
    // Hooks return their initial values: the first render's config is the demo's as written.
    const React = {
      createElement: (type, props, ...children) => ({type, props: {...props, children}}),
      Fragment: 'Fragment',
      useState: (initial) => [typeof initial === 'function' ? initial() : initial, () => {}],
      useMemo: (create) => create(),
      useCallback: (callback) => callback,
      useRef: (current) => ({current}),
      useEffect: () => {},
      useLayoutEffect: () => {},
    };
    // A chart component is named by its export; any other export (FUNNEL_CONVERSATION_FIELD) is G2Plot's.
    const plots = new Proxy(
      {},
      {
        get: (_, key) =>
          typeof window.G2Plot[key] === 'function' || !(key in window.G2Plot) ? key : window.G2Plot[key],
      },
    );
    const require = (name) => {
      if (name === 'react') return {...React, default: React, __esModule: true};
      if (name === '@ant-design/plots') return plots;
      throw new Error(`the demo imports ${name}; the recorder gives it only react and @ant-design/plots`);
    };
    const module = {exports: {}};
    new Function('require', 'module', 'exports', code)(require, module, module.exports);
    const find = (node) => {
      if (!node || typeof node !== 'object') return undefined;
      if (Array.isArray(node)) return node.map(find).find(Boolean);
      if (node.type === component) return node;
      return find(node.props && node.props.children);
    };
    const element = find(module.exports.default());
    if (!element) throw new Error(`the demo draws no <${component}>`);
    const config = {...element.props};
    for (const key of ['children', ...wrapperProps]) delete config[key];
    return config;
  };
})((window.__recorder = window.__recorder || {}));
