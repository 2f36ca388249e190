/**
 * title: Area with a set number of axis ticks
 * description: Daily rainfall at a weather station over 60 days; `tickCount` limits the x-axis to about six dates and the y-axis to four values so neither axis gets crowded.
 * keywords: tickCount, axis ticks, crowded labels, xAxis, yAxis, ticks
 * topics: axis
 * order: 11
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const day = (i: number) => new Date(Date.UTC(2024, 9, 1 + i)).toISOString().slice(0, 10);

// Dry spells broken by a few storms, written as a repeatable formula.
const data = Array.from({length: 60}, (_, i) => {
  const storm = [6, 7, 19, 31, 32, 33, 47, 55].includes(i);
  const drizzle = i % 5 === 0 ? 2.5 : 0;
  return {date: day(i), mm: storm ? 14 + ((i * 13) % 17) : drizzle};
});

export default function Demo() {
  return (
    <Area
      data={data}
      xField="date"
      yField="mm"
      meta={{mm: {alias: 'Rainfall (mm)'}}}
      appendPadding={[0, 28, 0, 0]}
      xAxis={{tickCount: 6}}
      yAxis={{tickCount: 4, title: {text: 'Rainfall (mm)'}}}
      color="#2F54EB"
    />
  );
}
