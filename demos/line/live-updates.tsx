/**
 * title: Live line that adds a point every second
 * description: A simulated network throughput reading appended once per second by a `setInterval` in `useEffect`; the chart keeps the latest 30 seconds and the interval is cleared when the component unmounts.
 * keywords: real-time, live, streaming, data update, useEffect, setInterval, changeData
 * topics: data-update
 * order: 26
 */
import React, {useEffect, useState} from 'react';
import {Line} from '@ant-design/plots';

const WINDOW = 30;

// A deterministic "reading" for second t: a slow wave plus a faster wobble.
const reading = (t: number) => ({
  second: t,
  mbps: Math.round((60 + 25 * Math.sin(t / 9) + 8 * Math.sin(t * 1.7)) * 10) / 10,
});

// Options that hold functions live outside the component: the same object on every render lets the
// chart take each new array as a data change (changeData) instead of rebuilding itself.
const meta = {
  second: {type: 'linear', alias: 'Time (s)', formatter: (s: number) => `${s} s`, tickCount: 6, nice: false},
  mbps: {alias: 'Throughput (Mbit/s)', min: 0, max: 100},
};

export default function Demo() {
  const [data, setData] = useState(() => Array.from({length: WINDOW}, (_, t) => reading(t)));

  useEffect(() => {
    const timer = setInterval(() => {
      setData((previous) => {
        const next = reading(previous[previous.length - 1].second + 1);
        return [...previous.slice(1), next];
      });
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <Line
      data={data}
      xField="second"
      yField="mbps"
      smooth
      meta={meta}
      yAxis={{title: {text: 'Throughput (Mbit/s)'}}}
      point={{size: 3}}
    />
  );
}
