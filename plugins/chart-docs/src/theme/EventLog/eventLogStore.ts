/**
 * What the Event log keeps: the newest events first, at most `limit` of them,
 * with pointer moves and per-frame paint events thinned to one per `throttleMs`
 * per name, so a long session neither grows memory nor floods the list.
 */

export interface LoggedEvent {
  /** Increasing, for React keys. */
  id: number;
  /** The event's name (`element:click`). */
  name: string;
  /** The record it carries (`event.data.data`) as short JSON, or `''`. */
  detail: string;
}

/** Events that fire continuously while the pointer moves or the chart animates. */
export function isContinuousEvent(name: string): boolean {
  return /(?:mousemove|touchmove|beforepaint|afterpaint)$/.test(name);
}

const DETAIL_MAX = 160;

/** Stops a bounded serialisation once the line is full. */
class LineFull extends Error {}

/**
 * `value` as `JSON.stringify` writes it, but only its first `max` characters:
 * it stops walking once the line is full, so a line element's record (the
 * whole series: 20,000 points) costs no more than a point's. Throws on cycles
 * as `JSON.stringify` does.
 */
export function boundedJson(value: unknown, max: number): string {
  let text = '';
  const seen = new Set<object>();
  const write = (part: string): void => {
    text += part;
    if (text.length > max) throw new LineFull();
  };
  const walk = (item: unknown, inArray: boolean): void => {
    const json = (item as {toJSON?: () => unknown} | null)?.toJSON;
    const current = typeof json === 'function' ? json.call(item) : item;
    if (current === null || typeof current !== 'object') {
      const primitive = typeof current === 'function' || typeof current === 'symbol' ? undefined : current;
      // `undefined` in an array is `null`, as JSON.stringify writes it; bigint throws as it does.
      write(primitive === undefined ? (inArray ? 'null' : '') : JSON.stringify(primitive));
      return;
    }
    if (seen.has(current)) throw new TypeError('Converting circular structure to JSON');
    seen.add(current);
    if (Array.isArray(current)) {
      write('[');
      current.forEach((element, index) => {
        if (index > 0) write(',');
        walk(element, true);
      });
      write(']');
    } else {
      write('{');
      let first = true;
      for (const key of Object.keys(current)) {
        const field: unknown = (current as Record<string, unknown>)[key];
        if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
        write(`${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        walk(field, false);
      }
      write('}');
    }
    seen.delete(current);
  };
  try {
    walk(value, false);
  } catch (error) {
    if (!(error instanceof LineFull)) throw error;
  }
  return text;
}

/** `event.data.data` (the record) as JSON, cut to a line; other data is left out. */
export function describeEventRecord(event: unknown): string {
  const data = (event as {data?: {data?: unknown}} | null)?.data;
  const record = data && typeof data === 'object' ? data.data : undefined;
  if (record === undefined) return '';
  let text: string;
  try {
    text = boundedJson(record, DETAIL_MAX);
  } catch {
    // A record may hold cycles (G2 shapes); the name alone still says what fired.
    return '';
  }
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text;
}

export interface EventLogState {
  entries: LoggedEvent[];
  nextId: number;
  /** When each continuous event was last kept. */
  lastKept: Record<string, number>;
}

export const EMPTY_EVENT_LOG: EventLogState = {entries: [], nextId: 1, lastKept: {}};

/**
 * The state after one event at time `now` (ms); the same state when the event
 * is thinned out. `detail` may be a function: it is called only for an event
 * that is kept, so thinned-out events cost no serialisation.
 */
export function logEvent(
  state: EventLogState,
  name: string,
  detail: string | (() => string),
  now: number,
  {limit, throttleMs}: {limit: number; throttleMs: number},
): EventLogState {
  if (isContinuousEvent(name)) {
    const last = state.lastKept[name];
    if (last !== undefined && now - last < throttleMs) return state;
  }
  const entry: LoggedEvent = {id: state.nextId, name, detail: typeof detail === 'function' ? detail() : detail};
  return {
    entries: [entry, ...state.entries].slice(0, limit),
    nextId: state.nextId + 1,
    lastKept: isContinuousEvent(name) ? {...state.lastKept, [name]: now} : state.lastKept,
  };
}
