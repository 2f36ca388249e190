/**
 * title: Punch card with sized circles
 * description: Commits to a repository by weekday and hour as a punch card: `shape: 'circle'` with `sizeField` and `colorField` both on the commit count, from a formula with morning and afternoon peaks on working days.
 * keywords: punch card, circle, shape, sizeField, commits, hour, weekday
 * topics: shapes
 * order: 3
 * height: 320
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = Array.from({length: 24}, (_, h) => `${String(h).padStart(2, '0')}h`);

// Two working-day peaks (around 10h and 15h), a weekend that is a quarter as busy, Friday a little quieter.
const peak = (h: number, at: number, width: number) => Math.exp(-((h - at) ** 2) / (2 * width ** 2));
const dayFactor = [1, 1, 0.95, 0.9, 0.7, 0.25, 0.2];

const data = weekdays.flatMap((day, d) =>
  hours.map((hour, h) => ({
    day,
    hour,
    commits: Math.round(dayFactor[d] * (40 * peak(h, 10, 1.8) + 34 * peak(h, 15, 2.2) + 6 * peak(h, 21, 1.5))),
  })),
);

export default function Demo() {
  return (
    <Heatmap
      data={data}
      xField="hour"
      yField="day"
      colorField="commits"
      sizeField="commits"
      shape="circle"
      color={['#D6E4FF', '#85A5FF', '#2F54EB', '#10239E']}
      meta={{
        day: {type: 'cat', values: [...weekdays].reverse(), alias: 'Day'},
        hour: {alias: 'Hour'},
        commits: {alias: 'Commits'},
      }}
      xAxis={{label: {autoHide: true}, grid: null}}
      legend={false}
    />
  );
}
