/**
 * title: What a data change and an option change redraw
 * description: Hourly requests of an API; “Add an hour” changes only the data, so the chart calls changeData, while “Toggle smooth” changes an option, so the chart is updated from its whole config. The log lists the engine events each change fires; ticking the box passes a new callback on every render, which turns a data change into a full update too.
 * keywords: changeData, update, re-render, data update, options, useCallback, useMemo, onEvent, performance
 * topics: data-update
 * order: 41
 * height: 520
 */
import React, {useCallback, useState} from 'react';
import {Line} from '@ant-design/plots';
import type {LineConfig} from '@ant-design/plots';

const requests = [310, 280, 260, 300, 420, 610, 880, 1040, 990, 930, 970, 1010];
const rowsFor = (hours: number) => requests.slice(0, hours).map((count, hour) => ({hour: `${hour}:00`, count}));

type OnEvent = NonNullable<LineConfig['onEvent']>;

export default function Demo() {
  const [hours, setHours] = useState(6);
  const [smooth, setSmooth] = useState(false);
  const [newCallbackEachRender, setNewCallbackEachRender] = useState(false);
  const [log, setLog] = useState<string[]>([]);

  // Stable: the same function on every render, so only `data` differs when the data changes.
  const stableOnEvent = useCallback<OnEvent>((_plot, event) => {
    if (/changedata|render$/.test(event.type)) setLog((lines) => [...lines.slice(-7), event.type]);
  }, []);
  // A new function on every render: the config differs in more than `data`.
  const inlineOnEvent: OnEvent = (plot, event) => stableOnEvent(plot, event);

  const change = (label: string, apply: () => void) => {
    setLog((lines) => [...lines.slice(-7), `-- ${label}`]);
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
      <pre aria-label="Engine events" style={{margin: '8px 0 0', minHeight: 150, fontSize: 12}}>
        {log.join('\n') || 'Press a button to see the events.'}
      </pre>
    </div>
  );
}
