import {EMPTY_EVENT_LOG, boundedJson, describeEventRecord, logEvent, type EventLogState} from '../eventLogStore';

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

describe('what an event costs the log', () => {
  it('writes what JSON.stringify writes, up to the line', () => {
    const values: unknown[] = [
      {month: 'Jan', sales: 38, skip: undefined, fn: () => 1},
      [1, undefined, null, 'x', {a: [true, false]}],
      {date: new Date(0), nested: {deep: [{k: 'v'}]}},
      'text',
      42,
      null,
    ];
    for (const value of values) expect(boundedJson(value, 1000)).toBe(JSON.stringify(value));
    expect(boundedJson({text: 'x'.repeat(400)}, 160).length).toBeLessThanOrEqual(160 + 402);
  });

  it('stops walking a long series once the line is full', () => {
    let read = 0;
    const series = Array.from({length: 20_000}, (_, index) => ({
      get x() {
        read += 1;
        return index;
      },
      y: index,
    }));
    const described = describeEventRecord({data: {data: series}});
    expect(described).toHaveLength(160);
    expect(described.startsWith('[{"x":0,"y":0},{"x":1,"y":1}')).toBe(true);
    expect(read).toBeLessThan(50);
  });

  it('describes no record of a thinned-out event', () => {
    const describe = jest.fn(() => '{"x":1}');
    const kept = logEvent(EMPTY_EVENT_LOG, 'element:mousemove', describe, 0, options);
    const thinned = logEvent(kept, 'element:mousemove', describe, 100, options);
    expect(thinned).toBe(kept);
    expect(describe).toHaveBeenCalledTimes(1);
    expect(kept.entries[0]!.detail).toBe('{"x":1}');
  });
});
