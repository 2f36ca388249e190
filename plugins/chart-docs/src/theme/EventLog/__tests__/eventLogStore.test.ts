import {EMPTY_EVENT_LOG, describeEventRecord, logEvent, type EventLogState} from '../eventLogStore';

const options = {limit: 3, throttleMs: 250};

function logAll(events: ReadonlyArray<[string, number]>): EventLogState {
  return events.reduce((state, [name, now]) => logEvent(state, name, '', now, options), EMPTY_EVENT_LOG);
}

describe('event log store', () => {
  it('keeps the newest first and at most the limit', () => {
    const state = logAll([
      ['element:click', 0],
      ['legend-item:click', 1],
      ['plot:click', 2],
      ['element:dblclick', 3],
    ]);
    expect(state.entries.map((entry) => entry.name)).toEqual(['element:dblclick', 'plot:click', 'legend-item:click']);
  });

  it('thins pointer moves per name but never clicks', () => {
    const state = logAll([
      ['plot:mousemove', 0],
      ['plot:mousemove', 100],
      ['element:mousemove', 120],
      ['element:click', 130],
      ['element:click', 131],
      ['plot:mousemove', 300],
    ]);
    expect(state.entries.map((entry) => entry.name)).toEqual(['plot:mousemove', 'element:click', 'element:click']);
    expect(
      logAll([
        ['plot:mousemove', 0],
        ['plot:mousemove', 100],
      ]).entries,
    ).toHaveLength(1);
  });

  it('describes the record an event carries, cut to a line, and survives cycles', () => {
    expect(describeEventRecord({data: {data: {month: 'Jan', sales: 38}}})).toBe('{"month":"Jan","sales":38}');
    expect(describeEventRecord({data: {data: {text: 'x'.repeat(400)}}})).toHaveLength(160);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeEventRecord({data: {data: cyclic}})).toBe('');
    expect(describeEventRecord({type: 'plot:click'})).toBe('');
  });
});
