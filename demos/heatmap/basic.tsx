/**
 * title: Support tickets by hour
 * description: Average support tickets opened per weekday and three-hour block; `colorField` shades busier cells darker along the five `color` stops, and a label callback writes each count in dark or white text to suit its cell.
 * keywords: heatmap, matrix, density, weekday, hour, colorField
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

const blocks = ['00-03', '03-06', '06-09', '09-12', '12-15', '15-18', '18-21', '21-24'];
const tickets: Record<string, number[]> = {
  Mon: [7, 4, 23, 77, 68, 62, 33, 17],
  Tue: [7, 5, 19, 71, 63, 55, 31, 17],
  Wed: [8, 3, 19, 69, 58, 53, 31, 14],
  Thu: [6, 4, 20, 66, 58, 53, 28, 15],
  Fri: [6, 5, 16, 62, 54, 47, 27, 15],
  Sat: [5, 1, 9, 34, 26, 24, 15, 6],
  Sun: [2, 2, 9, 27, 23, 22, 11, 6],
};

const data = Object.entries(tickets).flatMap(([day, values]) =>
  values.map((count, i) => ({day, hours: blocks[i], count})),
);

export default function Demo() {
  return (
    <Heatmap
      data={data}
      xField="hours"
      yField="day"
      colorField="count"
      color={['#F3F9FF', '#BAE7FF', '#69C0FF', '#1890FF', '#0050B3']}
      label={{
        // Dark text on light cells, white text on dark cells.
        callback: (count: number) => ({style: {fill: count >= 45 ? '#fff' : '#262626'}}),
      }}
      meta={{
        day: {type: 'cat', values: ['Sun', 'Sat', 'Fri', 'Thu', 'Wed', 'Tue', 'Mon']},
        hours: {alias: 'Time of day'},
        count: {alias: 'Tickets'},
      }}
      xAxis={{position: 'top'}}
    />
  );
}
