/* The recorder's page, part 6: defaults as drawn. After the demo's config is drawn (and its animations
 * ended), the effective values are read back from what G2 holds: the canvas, the theme, each view's
 * axis, legend and annotation components, the tooltip controller and each geometry's label and
 * animation options. Plain JSON (functions as `{$function: source}`). */
'use strict';
(function (R) {
  const json = (value, depth = 0) => {
    if (typeof value === 'function') return {$function: value.toString().slice(0, 200)};
    if (value === null || typeof value !== 'object') return value;
    if (depth > 5) return '…';
    if (Array.isArray(value)) return value.slice(0, 12).map((item) => json(item, depth + 1));
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return `<${proto.constructor.name}>`;
    const out = {};
    for (const key of Object.keys(value).sort()) if (value[key] !== undefined) out[key] = json(value[key], depth + 1);
    return out;
  };
  const pick = (source, keys) => {
    const out = {};
    for (const key of keys) if (source[key] !== undefined) out[key] = json(source[key]);
    return out;
  };
  const AXIS_KEYS = [
    'position',
    'line',
    'tickLine',
    'subTickLine',
    'label',
    'title',
    'grid',
    'animate',
    'verticalFactor',
    'verticalLimitLength',
  ];
  const LEGEND_KEYS = [
    'layout',
    'maxItemWidth',
    'itemName',
    'itemValue',
    'marker',
    'flipPage',
    'animate',
    'itemSpacing',
  ];

  function componentsOf(view) {
    const axes = [];
    const legends = [];
    const annotations = [];
    for (const {type, component, direction, extra} of view.getComponents()) {
      const cfg = component.cfg || {};
      // A polar chart's angle axis is a `circle` axis (Radar's x axis, Gauge's dial); grids are components of their own.
      if (type === 'axis' && !String(component.get('id') || '').includes('grid')) {
        axes.push({
          dim: extra && extra.dim,
          direction,
          field: extra && extra.scale && extra.scale.field,
          ...pick(cfg, AXIS_KEYS),
        });
      } else if (type === 'legend') legends.push({position: direction, ...pick(cfg, LEGEND_KEYS)});
      else if (type === 'annotation') annotations.push(cfg.type || component.get('type'));
    }
    return {axes, legends, annotations};
  }

  function geometriesOf(view) {
    return view.geometries.map((geometry) => ({
      type: geometry.type,
      animate: json(geometry.animateOption),
      label: geometry.labelOption === false ? false : json(geometry.labelOption && geometry.labelOption.cfg),
      labelLayout: json(geometry.labelOption && geometry.labelOption.cfg && geometry.labelOption.cfg.layout),
    }));
  }

  /** The tooltip's settings, less its DOM styles (the theme's CSS, the same on every chart). */
  const tooltipOf = (cfg) => {
    const out = json(cfg);
    if (out && typeof out === 'object') delete out.domStyles;
    return out;
  };

  function viewOf(view) {
    const tooltip = view.getOptions().tooltip;
    const controller = view.getController('tooltip');
    return {
      ...componentsOf(view),
      // HTML annotations (Pie's statistic) are DOM elements beside the canvas.
      htmlAnnotations: view.parent ? 0 : document.querySelectorAll('#chart .g2-html-annotation').length,
      tooltip:
        tooltip === false
          ? false
          : tooltipOf(controller && controller.getTooltipCfg ? controller.getTooltipCfg() : tooltip),
      geometries: geometriesOf(view),
      views: view.views.map(viewOf),
    };
  }

  /**
   * The demo's config reduced to what says which data to draw (`data`, `percent`, the `*Field(s)`
   * options, Mix's `views`/`plots`, Facet's `type`/`fields`/`eachView`): drawn alone, the rest is the
   * engine's defaults.
   */
  const DATA_KEY = /^(data|percent|value|views|plots|type|fields|eachView|range|hierarchyConfig|rawFields)$|Fields?$/;
  R.minimalConfig = (config) => Object.fromEntries(Object.entries(config).filter(([key]) => DATA_KEY.test(key)));

  /**
   * The fields a chart's `yAxis` is keyed by, when it holds one axis per field of `yField` (DualAxes' left
   * and right axes, BidirectionalBar's two sides: their typings declare a record by field), else null.
   */
  R.axisFields = (component, config) =>
    ['DualAxes', 'BidirectionalBar'].includes(component) && Array.isArray(config.yField) ? config.yField : null;

  /**
   * Defaults as drawn: the minimal config drawn and read back (the demo's config when that does not draw),
   * and, for each flag in `variants` the chart has (`isStack`), the legend position with the flag on.
   */
  R.recordDrawnDefaults = async function recordDrawnDefaults(component, config, variants, axisKeys = []) {
    let from = 'minimal';
    let drawn;
    try {
      drawn = await R.recordDrawn(component, R.minimalConfig(config));
    } catch {
      // The data options alone do not draw (a chart that needs more): the demo's config is read instead.
      from = 'demo';
      drawn = await R.recordDrawn(component, config);
    }
    // With a series (the x field when the demo has none) the chart draws a legend: where, with each flag on.
    const series = {...R.minimalConfig(config)};
    if (series.seriesField === undefined && series.xField !== undefined) series.seriesField = series.xField;
    const conditions = {};
    const flags = variants.filter((flag) => flag !== 'innerRadius');
    for (const flag of flags.length > 0 ? ['seriesField', ...flags] : []) {
      try {
        const flagged = await R.recordDrawn(component, flag === 'seriesField' ? series : {...series, [flag]: true});
        conditions[flag] = {legendPosition: flagged.legends[0] ? flagged.legends[0].position : null};
      } catch (error) {
        conditions[flag] = {throws: String(error && error.message).slice(0, 120)};
      }
    }
    // Axis lines and ticks the theme hides (a left axis' line): what they look like once turned on.
    let turnedOn = [];
    if (axisKeys.length > 0) {
      const fields = R.axisFields(component, config);
      const turnOn = (key) =>
        key === 'yAxis' && fields
          ? Object.fromEntries(fields.map((field) => [field, {line: {}, tickLine: {}}]))
          : {line: {}, tickLine: {}};
      const on = Object.fromEntries(axisKeys.map((key) => [key, turnOn(key)]));
      try {
        const drawnOn = await R.recordDrawn(component, {...R.minimalConfig(config), ...on});
        // DualAxes draws its axes in its two views.
        const axesOf = (view) => [...view.axes, ...view.views.flatMap(axesOf)];
        turnedOn = axesOf(drawnOn).map((axis) => ({
          direction: axis.direction,
          line: axis.line,
          tickLine: axis.tickLine,
        }));
      } catch {
        // Not drawable with axes turned on: nothing to say.
      }
    }
    // A donut (`innerRadius` set) draws its statistic as HTML annotations.
    let donutStatistics;
    if (variants.includes('innerRadius')) {
      try {
        donutStatistics = (await R.recordDrawn(component, {...R.minimalConfig(config), innerRadius: 0.6}))
          .htmlAnnotations;
      } catch {
        // Not drawable as a donut: nothing to say.
      }
    }
    return {from, ...drawn, conditions, turnedOn, donutStatistics};
  };

  /** What one drawing of `config` applied, read from the drawn chart. */
  R.recordDrawn = async function recordDrawn(component, config) {
    const plot = R.draw(component, R.clone(config));
    // Labels are laid out and drawn a moment after render.
    await new Promise((resolve) => setTimeout(resolve, 60));
    R.settle(plot);
    const options = plot.__raw || {};
    const labelShape = (() => {
      const find = (element) => {
        for (const child of element.get('children') || []) {
          const name = child.get('name');
          if (child.get('type') === 'text' && (name === 'label' || (Array.isArray(name) && name.includes('label'))))
            return child;
          if (child.isGroup()) {
            const found = find(child);
            if (found) return found;
          }
        }
        return undefined;
      };
      return find(plot.chart.canvas);
    })();
    const out = {
      // The first data label's drawn text style (a chart's own label callback sets it, or the theme).
      labelStyle: labelShape
        ? pick(labelShape.attr(), ['fill', 'fontSize', 'fontWeight', 'textAlign', 'stroke', 'lineWidth'])
        : null,
      localRefresh: plot.chart.canvas.get('localRefresh'),
      theme: json(options.theme),
      // The registered theme the drawn one matches (G2 gives a copy), and whether `light` is a name of its own
      // (G2 falls back to `default` for a name it has not registered).
      themeName: ['default', 'dark'].find((name) => {
        const theme = window.G2Plot.G2.getTheme(name);
        const drawnTheme = plot.chart.getTheme();
        return theme.defaultColor === drawnTheme.defaultColor && theme.background === drawnTheme.background;
      }),
      lightRegistered: window.G2Plot.G2.getTheme('light') !== window.G2Plot.G2.getTheme('default'),
      animation: json(options.animation),
      ...viewOf(plot.chart),
    };
    plot.destroy();
    return out;
  };
})((window.__recorder = window.__recorder || {}));
