/**
 * Values the recorder draws an option with when the chart never reads it by name (a copy of the
 * options may be read instead): the option applies when one of them changes the drawing. Values of
 * booleans, numbers and literal unions come from the option's type; objects get one that changes
 * something visible when the chart draws that part.
 */

/** Props of the React wrapper, not of G2Plot: never given to the engine. */
const WRAPPER_PROPS = [
  'onReady',
  'onEvent',
  'chartRef',
  'style',
  'className',
  'loading',
  'loadingTemplate',
  'errorTemplate',
];

const RED = {fill: '#ff0000', stroke: '#ff0000'};
/** @type {Record<string, unknown[]>} */
const OBJECT_PROBES = {
  xAxis: [false, {position: 'top', title: {text: 'probe'}, label: {style: RED}, grid: {line: {style: RED}}}],
  yAxis: [false, {position: 'right', title: {text: 'probe'}, label: {style: RED}, grid: {line: {style: RED}}}],
  legend: [false, {position: 'bottom-left', itemName: {style: RED}}],
  label: [false, {style: RED}],
  tooltip: [false],
  slider: [{start: 0.2, end: 0.8}],
  scrollbar: [{type: 'horizontal'}, {type: 'vertical'}],
  pattern: [{type: 'line'}, {type: 'dot'}],
  annotations: [[{type: 'text', position: ['50%', '50%'], content: 'probe', style: RED}]],
  interactions: [[{type: 'element-active'}, {type: 'brush'}]],
  state: [{default: {style: RED}}],
  animation: [false],
  theme: ['dark', {defaultColor: '#ff0000'}],
  meta: [{}],
  statistic: [false],
  point: [{size: 9, style: RED}],
  line: [{style: RED}],
  area: [{style: RED}],
  color: ['#ff0000'],
  padding: [[40, 40, 40, 40]],
  appendPadding: [[40, 40, 40, 40]],
  width: [300],
  height: [200],
  renderer: ['svg'],
  locale: ['zh-CN', 'en-US'],
};

/** Probe values for an option from its JSON shape, after the object probes above. */
/**
 * @param {string} name
 * @param {{types: string[], enum?: string[]} | undefined} json
 * @returns {unknown[]}
 */
function probesFor(name, json) {
  const out = [...(OBJECT_PROBES[name] || [])];
  if (!json) return out;
  if (json.enum) out.push(...json.enum);
  if (json.types.includes('boolean')) out.push(true, false);
  if (json.types.includes('number')) out.push(0.37, 7);
  return out;
}

/** The item an array option's callback is set on (an annotation draws only with its `type`). */
/**
 * @param {string} arrayPath
 * @param {string} field
 * @returns {Record<string, unknown>}
 */
function arrayItem(arrayPath, field) {
  if (arrayPath.endsWith('annotations')) {
    if (field === 'start' || field === 'end') return {type: 'line'};
    if (field === 'render') return {type: 'shape'};
    if (field === 'html') return {type: 'html', position: ['median', 'median']};
    return {type: 'text', position: ['median', 'median'], content: 'probe'};
  }
  return {};
}

/**
 * Overrides drawn over a chart's basic demo, for options read only in a mode the basic demo does not
 * draw (Facet's `line` in a tree facet, `transpose` in a matrix, the mapping fields when a view is a
 * plot; Funnel's `showFacetTitle` with a series). A value `$xField` is the demo's `xField`; `$plotView`
 * an `eachView` drawing each facet as a line plot of the demo's first geometry's fields (page/09-chart.js).
 */
/** @type {Record<string, Array<Record<string, unknown>>>} */
const VARIANTS = {
  Facet: [
    {type: 'tree'},
    {type: 'matrix'},
    {type: 'list'},
    {type: 'circle'},
    {type: 'mirror'},
    {eachView: '$plotView'},
  ],
  Funnel: [{seriesField: '$xField'}],
};

/**
 * What a top-level option a default beneath it is checked in starts as, when the config leaves it out: a
 * pattern draws only with its `type`, and each type has its own `cfg` defaults, so each is checked.
 */
const PARENT_STARTS = {pattern: [{type: 'dot'}, {type: 'line'}, {type: 'square'}]};

module.exports = {WRAPPER_PROPS, VARIANTS, PARENT_STARTS, probesFor, arrayItem};
