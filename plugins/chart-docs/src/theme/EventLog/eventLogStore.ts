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

/** `event.data.data` (the record) as JSON, cut to a line; other data is left out. */
export function describeEventRecord(event: unknown): string {
  const data = (event as {data?: {data?: unknown}} | null)?.data;
  const record = data && typeof data === 'object' ? data.data : undefined;
  if (record === undefined) return '';
  let text: string;
  try {
    text = JSON.stringify(record) ?? '';
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

/** The state after one event at time `now` (ms); the same state when the event is thinned out. */
export function logEvent(
  state: EventLogState,
  name: string,
  detail: string,
  now: number,
  {limit, throttleMs}: {limit: number; throttleMs: number},
): EventLogState {
  if (isContinuousEvent(name)) {
    const last = state.lastKept[name];
    if (last !== undefined && now - last < throttleMs) return state;
  }
  const entry: LoggedEvent = {id: state.nextId, name, detail};
  return {
    entries: [entry, ...state.entries].slice(0, limit),
    nextId: state.nextId + 1,
    lastKept: isContinuousEvent(name) ? {...state.lastKept, [name]: now} : state.lastKept,
  };
}
