/**
 * The events a chart emits, by the part of the chart that emits them. Names
 * are G2 4.x's: a shape event is `{shape name}:{DOM event}` (G2's view
 * delegates every canvas event of a named shape: `element` for the data's
 * shapes, `label`, `legend-item`, `axis-label`, ... named in
 * @antv/component's shapes), the plot area's are G2's `PLOT_EVENTS`
 * (`lib/constant.js`), the tooltip's come from its controller
 * (`lib/chart/controller/tooltip.js`) and the lifecycle's are
 * `VIEW_LIFE_CIRCLE`. G2Plot re-emits all of them on the plot (`plot.on`)
 * and `@ant-design/plots` hands each to `onEvent(plot, event)`.
 *
 * Node-free: the chart page renders it, the plugin picks each chart's groups.
 */

export interface EventGroup {
  id: string;
  /** The top-level option that draws this part; the group is always there when absent. */
  option?: string;
  /** What emits them, for the section's text. */
  part: string;
  names: readonly string[];
  /** What `event.data` holds for this group. */
  data: string;
}

const POINTER = ['click', 'dblclick', 'mouseenter', 'mouseleave', 'mousemove', 'mousedown', 'mouseup', 'contextmenu'];
const TOUCH = ['touchstart', 'touchmove', 'touchend'];
const shapeEvents = (name: string, events: readonly string[] = POINTER): string[] =>
  events.map((event) => `${name}:${event}`);

export const EVENT_GROUPS: readonly EventGroup[] = [
  {
    id: 'element',
    part: 'a drawn datum (column, point, slice, area, node...)',
    names: [...shapeEvents('element', [...POINTER, ...TOUCH]), 'element:statechange'],
    data: '`event.data.data` is the record the shape draws (for a line or area: the records of the series); `event.data.mappingData` its drawn position and colour',
  },
  {
    id: 'plot',
    part: 'the plotting area',
    names: [
      'plot:click',
      'plot:dblclick',
      'plot:mouseenter',
      'plot:mousemove',
      'plot:mouseleave',
      'plot:mousedown',
      'plot:mouseup',
      'plot:contextmenu',
      'plot:touchstart',
      'plot:touchmove',
      'plot:touchend',
    ],
    data: '`event.x` and `event.y` are the pointer in canvas pixels; `event.data` is empty',
  },
  {
    id: 'label',
    option: 'label',
    part: 'a data label',
    names: shapeEvents('label', ['click', 'mouseenter', 'mouseleave']),
    data: '`event.data.data` is the labelled record',
  },
  {
    id: 'legend',
    option: 'legend',
    part: 'a legend item (its marker and name)',
    names: [
      ...shapeEvents('legend-item', ['click', 'mouseenter', 'mouseleave']),
      'legend-item-name:click',
      'legend-item-marker:click',
    ],
    data: '`event.target.get("delegateObject").item` is the item (`name`, `value`, `unchecked`)',
  },
  {
    id: 'axis',
    option: 'xAxis',
    part: 'an axis (label, title, line)',
    names: [
      'axis-label:click',
      'axis-label:mouseenter',
      'axis-label:mouseleave',
      'axis-title:click',
      'axis-line:click',
    ],
    data: '`event.target.get("delegateObject").item` is the tick (`name`, `value`)',
  },
  {
    id: 'tooltip',
    option: 'tooltip',
    part: 'the tooltip',
    names: ['tooltip:show', 'tooltip:change', 'tooltip:hide'],
    data: '`event.data.items` are the shown items (each with its record in `data`), `event.data.title` the title',
  },
  {
    id: 'slider',
    option: 'slider',
    part: 'the slider (thumbnail axis)',
    names: ['slider:valuechanged', 'slider:mousedown', 'slider:mouseup'],
    data: '`event.data` holds `value` ([start, end] ratios, 0 to 1)',
  },
  {
    id: 'annotation',
    option: 'annotations',
    part: 'an annotation',
    names: ['annotation:click', 'annotation-text:click', 'annotation-line:click', 'annotation-region:click'],
    data: '`event.target.get("delegateObject").component` is the annotation',
  },
  {
    id: 'lifecycle',
    part: 'the chart itself',
    names: [
      'beforerender',
      'afterrender',
      'beforepaint',
      'afterpaint',
      'beforechangedata',
      'afterchangedata',
      'afterchangesize',
      'beforedestroy',
    ],
    data: 'no data: they mark a step of drawing (`afterrender` once the chart is drawn)',
  },
];

/** Groups of a chart with these top-level options, in catalog order. */
export function chartEventGroups(options: ReadonlySet<string>): string[] {
  return EVENT_GROUPS.filter((group) => !group.option || options.has(group.option)).map((group) => group.id);
}
