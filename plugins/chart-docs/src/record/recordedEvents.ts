import type {ChartRecord, RecordedPayload, ValueShape} from './types';
import {describeShape} from './describeShape';

/**
 * A chart's events by the part that emits them, as recorded (`npm run engine-record`): what reached
 * `plot.on` (and so `onEvent`), what only `plot.chart.on` gets, and what the first payload held.
 * Node-free: the plugin builds it, the chart page and its Markdown twin render it.
 */
export interface ChartEventGroup {
  /** `element`, `geometry`, `plot`, `legend`, `axis`, `label`, `tooltip`, `slider`, `annotation`, `pointer`, `lifecycle`, or a shape name. */
  id: string;
  part: string;
  /** Events `plot.on(name)` and `onEvent` receive. */
  names: string[];
  /** Events only the G2 chart's listeners get (`plot.chart.on(name)`): G2Plot does not forward them. */
  chartOnly: string[];
  /** What the event carries, from the recorded payloads: `event.data.data`: object {...}. */
  data: string;
}

const LIFECYCLE = /^(before|after)[a-z]+$/;
const GEOMETRIES = new Set([
  'interval',
  'line',
  'point',
  'area',
  'polygon',
  'schema',
  'edge',
  'path',
  'heatmap',
  'violin',
]);

const PARTS: Record<string, string> = {
  element: 'a drawn datum (column, point, slice, line, node...)',
  geometry: 'a drawn datum, by its geometry (the same events named after it)',
  plot: 'the plotting area',
  legend: 'the legend',
  axis: 'an axis (label, title, line, ticks)',
  label: 'a data label',
  tooltip: 'the tooltip',
  slider: 'the slider (thumbnail axis)',
  scrollbar: 'the scrollbar',
  annotation: 'an annotation',
  pointer: 'the canvas, anywhere (pointer events without a part)',
  lifecycle: 'the chart itself (drawing steps)',
};

function groupOf(name: string): string {
  if (!name.includes(':')) return LIFECYCLE.test(name) ? 'lifecycle' : 'pointer';
  const prefix = name.slice(0, name.indexOf(':'));
  if (GEOMETRIES.has(prefix)) return 'geometry';
  for (const id of ['legend', 'axis', 'slider', 'scrollbar', 'annotation', 'label', 'tooltip', 'plot', 'element']) {
    if (prefix === id || prefix.startsWith(`${id}-`)) return id;
  }
  return prefix;
}

/** `event.data`: ..., `event.data.data`: ... for the fields a payload held. */
function payloadText(payload: RecordedPayload | undefined): string {
  if (!payload) return 'not recorded';
  if (payload.none) return 'no argument: a listener is called with nothing';
  const parts: string[] = [];
  const add = (path: string, shape: ValueShape): void => {
    parts.push(`\`event.${path}\`: ${describeShape(shape, false)}`);
  };
  for (const [key, shape] of Object.entries(payload)) {
    if (key === 'none' || typeof shape !== 'object') continue;
    add(key, shape);
    if (key === 'data' && shape.fields) {
      for (const [field, inner] of Object.entries(shape.fields))
        if (inner.type !== 'undefined') add(`data.${field}`, inner);
    }
  }
  return parts.length > 0 ? parts.join('; ') : 'an event with no data';
}

/** The recorded events of one chart, by part, in a stable order. */
export function recordedEventGroups(record: ChartRecord): ChartEventGroup[] {
  const groups = new Map<string, {names: string[]; chartOnly: string[]; payloads: Map<string, string>}>();
  for (const event of record.events.events) {
    const id = groupOf(event.name);
    const group = groups.get(id) ?? {names: [], chartOnly: [], payloads: new Map()};
    (event.plot ? group.names : group.chartOnly).push(event.name);
    const text = payloadText(record.events.payloads[event.payload]);
    group.payloads.set(text, group.payloads.get(text) ?? event.name);
    groups.set(id, group);
  }
  const order = [...Object.keys(PARTS)];
  return [...groups.entries()]
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b))
    .map(([id, group]) => ({
      id,
      part: PARTS[id] ?? `the shapes named \`${id}\``,
      names: group.names.sort(),
      chartOnly: group.chartOnly.sort(),
      data:
        group.payloads.size === 1
          ? [...group.payloads.keys()][0]!
          : [...group.payloads.entries()].map(([text, name]) => `${name}: ${text}`).join('. '),
    }));
}
