/**
 * title: What a data change and an option change redraw
 * description: Hourly requests of an API: “Add an hour” changes only the data, so the chart calls `changeData`, while “Toggle smooth” changes an option, so the chart updates from its whole config. The log lists the engine events each change fires; with the box ticked a new `onEvent` callback on every render turns a data change into a full update too.
 * keywords: changeData, update, re-render, data update, options, useCallback, useMemo, onEvent, performance
 * topics: data-update
 * order: 41
 * height: 494
 */
import React, {useCallback, useState, useSyncExternalStore} from 'react';
import {Line} from '@ant-design/plots';
import type {LineConfig} from '@ant-design/plots';

const requests = [310, 280, 260, 300, 420, 610, 880, 1040, 990, 930, 970, 1010];
const rowsFor = (hours: number) => requests.slice(0, hours).map((count, hour) => ({hour: `${hour}:00`, count}));

type OnEvent = NonNullable<LineConfig['onEvent']>;

/**
 * The last lines of the log, kept outside React state of the chart's parent: writing a line from
 * an engine event must not re-render the parent (with a new callback, that would update the chart
 * again, fire more events, and never stop).
 */
function createLog() {
  let lines: string[] = [];
  const listeners = new Set<() => void>();
  return {
    add(line: string) {
      lines = [...lines.slice(-7), line];
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    read: () => lines,
  };
}

type Log = ReturnType<typeof createLog>;

function EventLog({log}: {log: Log}) {
  const lines = useSyncExternalStore(log.subscribe, log.read, log.read);
  return (
    <pre aria-label="Engine events" style={{margin: '8px 0 0', minHeight: 150, fontSize: 12}}>
      {lines.join('\n') || 'Press a button to see the events.'}
    </pre>
  );
}

export default function Demo() {
  const [hours, setHours] = useState(6);
  const [smooth, setSmooth] = useState(false);
  const [newCallbackEachRender, setNewCallbackEachRender] = useState(false);
  const [log] = useState(createLog);

  // Stable: the same function on every render, so only `data` differs when the data changes.
  const stableOnEvent = useCallback<OnEvent>(
    (_plot, event) => {
      if (/changedata|render$/.test(event.type)) log.add(event.type);
    },
    [log],
  );
  // A new function on every render: the config differs in more than `data`.
  const inlineOnEvent: OnEvent = (plot, event) => stableOnEvent(plot, event);

  const change = (label: string, apply: () => void) => {
    log.add(`-- ${label}`);
    apply();
  };

  return (
    <div>
      <div style={{display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 8}}>
        <button
          type="button"
          disabled={hours >= requests.length}
          onClick={() => change('data', () => setHours((h) => h + 1))}
        >
          Add an hour
        </button>
        <button type="button" onClick={() => change('option', () => setSmooth((s) => !s))}>
          Toggle smooth
        </button>
        <label>
          <input
            type="checkbox"
            checked={newCallbackEachRender}
            onChange={(event) => setNewCallbackEachRender(event.target.checked)}
          />{' '}
          New callback on every render
        </label>
      </div>
      <Line
        data={rowsFor(hours)}
        xField="hour"
        yField="count"
        smooth={smooth}
        height={300}
        meta={{count: {alias: 'Requests'}}}
        onEvent={newCallbackEachRender ? inlineOnEvent : stableOnEvent}
      />
      <EventLog log={log} />
    </div>
  );
}
