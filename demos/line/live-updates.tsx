/**
 * title: Live line that adds a point every second
 * description: A simulated network throughput reading appended once per second by a `setInterval` in `useEffect`; the chart keeps the latest 30 seconds, each window handed to the drawn plot's `changeData` (kept from `onReady`) so the line moves along instead of being drawn again, and the interval is cleared when the component unmounts.
 * keywords: real-time, live, streaming, data update, useEffect, setInterval, changeData
 * topics: data-update
 * order: 26
 */
import React, {useCallback, useEffect, useRef} from 'react';
import {Line, type LineConfig} from '@ant-design/plots';

type LinePlot = Parameters<NonNullable<LineConfig['onReady']>>[0];

const WINDOW = 30;

// A deterministic "reading" for second t: a slow wave plus a faster wobble.
const reading = (t: number) => ({
  second: t,
  mbps: Math.round((60 + 25 * Math.sin(t / 9) + 8 * Math.sin(t * 1.7)) * 10) / 10,
});

// Options that hold functions live outside the component: a new function would make the chart
// redraw from scratch whenever the component renders.
const meta = {
  second: {type: 'linear', alias: 'Time (s)', formatter: (s: number) => `${s} s`, tickCount: 6, nice: false},
  mbps: {alias: 'Throughput (Mbit/s)', min: 0, max: 100},
};

const firstData = Array.from({length: WINDOW}, (_, t) => reading(t));

export default function Demo() {
  const plot = useRef<LinePlot | null>(null);
  const onReady = useCallback((instance: LinePlot) => {
    plot.current = instance;
  }, []);

  // Each new window goes to the drawn plot's `changeData()`, which moves the line along. A new `data`
  // prop would redraw the chart from scratch in 1.x (the component calls `render()` after
  // `changeData()`), so the line would grow in again every second.
  useEffect(() => {
    let data = firstData;
    const timer = setInterval(() => {
      data = [...data.slice(1), reading(data[data.length - 1].second + 1)];
      plot.current?.changeData(data);
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <Line
      data={firstData}
      onReady={onReady}
      xField="second"
      yField="mbps"
      smooth
      meta={meta}
      yAxis={{title: {text: 'Throughput (Mbit/s)'}}}
      point={{size: 3}}
    />
  );
}
