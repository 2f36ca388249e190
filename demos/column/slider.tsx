/**
 * title: Column with a slider
 * description: Daily orders of a bakery's delivery service over the 90 days from 1 January to 30 March, from a weekly pattern formula; a `slider` under the chart picks the days shown and starts on the first two weeks (`start` 0, `end` 0.15).
 * keywords: slider, zoom, range, many categories, daily, time
 * topics: slider
 * order: 30
 */
import React from 'react';
import {Column} from '@ant-design/plots';

// 90 days of orders: a weekend peak, a slow upward trend and a fixed wobble.
const weekPattern = [0.8, 0.85, 0.9, 0.95, 1.15, 1.45, 1.3];
const monthDays: [string, number][] = [
  ['Jan', 31],
  ['Feb', 29],
  ['Mar', 30],
];
const labels = monthDays.flatMap(([month, days]) => Array.from({length: days}, (_, d) => `${month} ${d + 1}`));
const data = labels.map((label, i) => {
  const orders = Math.round((60 + i * 0.4) * weekPattern[i % 7] + 6 * Math.sin(i * 1.7));
  return {day: label, orders};
});

export default function Demo() {
  return (
    <Column
      data={data}
      xField="day"
      yField="orders"
      meta={{day: {alias: 'Day'}, orders: {alias: 'Orders'}}}
      // start and end are fractions of the data: 0 to 0.15 shows the first 14 days.
      slider={{start: 0, end: 0.15}}
    />
  );
}
