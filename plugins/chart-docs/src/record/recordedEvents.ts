import type {ChartRecord, RecordedPayload, ValueShape} from './types';
import {describeShape} from './describeShape';
import {englishPhrase, type RecordPhrase, type RecordPhraseId} from './phrases';

/**
 * A chart's events by the part that emits them, as recorded (`npm run engine-record`): what reached
 * `plot.on` (and so `onEvent`), what only `plot.chart.on` gets, and what the first payload held.
 * Node-free: the plugin builds it, the chart page and its Markdown twin render it.
 */
export interface ChartEventGroup {
  /** `element`, `geometry`, `plot`, `legend`, `axis`, `label`, `tooltip`, `slider`, `annotation`, `pointer`, `lifecycle`, or a shape name. */
  id: string;
  part: string;
  /**
   * Events `plot.on(name)` and `onEvent` receive, kept small (its chart page loads them, `events-{slug}.json`):
   * `names` as they are, and `{prefixes, kinds}` sets, each meaning every `prefix:kind` (`axis-label:click`).
   */
  names: string[];
  sets: Array<{prefixes: string[]; kinds: string[]}>;
  /** Events only the G2 chart's listeners get (`plot.chart.on(name)`): G2Plot does not forward them. */
  chartOnly: string[];
  /** What the event carries, from the recorded payloads: `event.data.data`: object. */
  data: string;
}

/** Every event name a group stands for, sorted. */
export function eventNames(group: Pick<ChartEventGroup, 'names' | 'sets'>): string[] {
  const expanded = group.sets.flatMap((set) =>
    set.prefixes.flatMap((prefix) => set.kinds.map((kind) => `${prefix}:${kind}`)),
  );
  return [...group.names, ...expanded].sort();
}

/** `shape:kind` names as sets of shapes sharing the same kinds. */
function compact(names: readonly string[]): {names: string[]; sets: ChartEventGroup['sets']} {
  const kindsOf = new Map<string, string[]>();
  const plain: string[] = [];
  for (const name of names) {
    const at = name.lastIndexOf(':');
    if (at < 0) plain.push(name);
    else kindsOf.set(name.slice(0, at), [...(kindsOf.get(name.slice(0, at)) ?? []), name.slice(at + 1)]);
  }
  const byKinds = new Map<string, {prefixes: string[]; kinds: string[]}>();
  for (const [prefix, kinds] of kindsOf) {
    const sorted = kinds.sort();
    const key = sorted.join(' ');
    const set = byKinds.get(key) ?? {prefixes: [], kinds: sorted};
    set.prefixes.push(prefix);
    byKinds.set(key, set);
  }
  return {names: plain.sort(), sets: [...byKinds.values()]};
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

/** The parts, in the order the table lists them; each one's text is the phrase `events.part.{id}`. */
const PARTS = [
  'element',
  'geometry',
  'plot',
  'legend',
  'axis',
  'label',
  'tooltip',
  'slider',
  'scrollbar',
  'annotation',
  'pointer',
  'lifecycle',
] as const;

function partText(id: string, phrase: RecordPhrase): string {
  return (PARTS as readonly string[]).includes(id)
    ? phrase(`events.part.${id}` as RecordPhraseId)
    : phrase('events.part.shapes', {id});
}

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
function payloadText(payload: RecordedPayload | undefined, phrase: RecordPhrase): string {
  if (!payload) return phrase('events.data.notRecorded');
  if (payload.none) return phrase('events.data.noArgument');
  const parts: string[] = [];
  const add = (path: string, shape: ValueShape): void => {
    // Without field names: the same text on every chart, so the registry's copies compress away.
    parts.push(
      phrase('events.data.field', {
        path: `event.${path}`,
        shape: describeShape({...shape, keys: undefined}, false, phrase),
      }),
    );
  };
  for (const [key, shape] of Object.entries(payload)) {
    // `target` is the shape under the pointer, a different class on every part: said once in the section's text.
    if (key === 'none' || key === 'target' || typeof shape !== 'object') continue;
    if (key === 'data' && shape.fields) {
      // One level: which fields `event.data` holds (`data` is the record), not each one's shape.
      const fields = Object.entries(shape.fields).filter(([, inner]) => inner.type !== 'undefined');
      parts.push(
        phrase('events.data.field', {path: 'event.data', shape: `{${fields.map(([field]) => field).join(', ')}}`}),
      );
      if (shape.fields.data && shape.fields.data.type !== 'undefined') add('data.data', shape.fields.data);
    } else add(key, shape);
  }
  return parts.length > 0 ? parts.join(phrase('events.data.separator')) : phrase('events.data.none');
}

/** The recorded events of one chart, by part, in a stable order; `phrase` words the texts in the page's language. */
export function recordedEventGroups(record: ChartRecord, phrase: RecordPhrase = englishPhrase): ChartEventGroup[] {
  const groups = new Map<string, {names: string[]; chartOnly: string[]; payloads: Map<string, string>}>();
  for (const event of record.events.events) {
    const id = groupOf(event.name);
    const group = groups.get(id) ?? {names: [], chartOnly: [], payloads: new Map()};
    (event.plot ? group.names : group.chartOnly).push(event.name);
    const text = payloadText(record.events.payloads[event.payload], phrase);
    group.payloads.set(text, group.payloads.get(text) ?? event.name);
    groups.set(id, group);
  }
  const order: readonly string[] = PARTS;
  return [...groups.entries()]
    .sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b))
    .map(([id, group]) => ({
      id,
      part: partText(id, phrase),
      ...compact(group.names),
      chartOnly: group.chartOnly.sort(),
      data:
        group.payloads.size === 1
          ? [...group.payloads.keys()][0]!
          : [...group.payloads.entries()]
              .map(([text, name]) => phrase('events.data.byEvent', {event: name, text}))
              .join(phrase('events.data.byEventSeparator')),
    }));
}
