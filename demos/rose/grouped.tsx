/**
 * title: Grouped rose
 * description: Average monthly rainfall in Dublin and Madrid, with the two cities' petals side by side in each month's sector (`isGroup` with `seriesField`).
 * keywords: rose, grouped, isGroup, seriesField, rainfall, comparison
 * topics: stacking
 * order: 2
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall: Record<string, number[]> = {
  Dublin: [63, 48, 53, 51, 55, 59, 55, 73, 60, 79, 73, 76],
  Madrid: [33, 35, 26, 45, 48, 21, 11, 10, 22, 58, 53, 47],
};

const data = Object.entries(rainfall).flatMap(([city, values]) =>
  values.map((mm, i) => ({month: months[i], city, mm})),
);

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="month"
      yField="mm"
      seriesField="city"
      isGroup
      radius={0.9}
      color={['#5B8FF9', '#F6BD16']}
      // Shift the month labels by half a sector so each sits in the middle of its petals.
      meta={{mm: {alias: 'Rainfall (mm)'}, month: {range: [1 / 24, 1 - 1 / 24]}}}
      xAxis={{line: null, tickLine: null, grid: {line: {style: {stroke: '#e8e8e8'}}}}}
      label={false}
      legend={{position: 'bottom'}}
    />
  );
}
