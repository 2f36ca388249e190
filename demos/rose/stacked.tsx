/**
 * title: Stacked rose
 * description: Visits to a museum on each day of one week, split into adult, child and member tickets stacked from the centre outwards (`isStack` with `seriesField`).
 * keywords: rose, stacked, isStack, seriesField, weekday, visitors
 * topics: stacking
 * order: 3
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visits: Record<string, number[]> = {
  Adult: [420, 380, 410, 460, 620, 1180, 1040],
  Child: [90, 110, 240, 120, 150, 640, 710],
  Member: [130, 120, 140, 150, 190, 330, 290],
};

const data = Object.entries(visits).flatMap(([ticket, values]) =>
  values.map((count, i) => ({day: days[i], ticket, count})),
);

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="day"
      yField="count"
      seriesField="ticket"
      isStack
      radius={0.9}
      // Shift the day labels by half a sector so each sits in the middle of its petal.
      meta={{count: {alias: 'Visitors'}, day: {range: [1 / 14, 1 - 1 / 14]}}}
      xAxis={{line: null, tickLine: null, grid: {line: {style: {stroke: '#e8e8e8'}}}}}
      label={false}
      legend={{position: 'bottom'}}
    />
  );
}
