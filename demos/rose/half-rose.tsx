/**
 * title: Half rose
 * description: Average hours of sunshine per day in each month in Lisbon, drawn over the upper half circle from left to right by `startAngle` and `endAngle`.
 * keywords: rose, semicircle, half, startAngle, endAngle, sunshine, months
 * topics: shapes
 * order: 5
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const sunshine = [4.7, 5.8, 7.1, 8.4, 9.8, 10.9, 11.7, 11.1, 9.0, 6.8, 5.3, 4.6];
const data = months.map((month, i) => ({month, hours: sunshine[i]}));

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="month"
      yField="hours"
      startAngle={Math.PI}
      endAngle={2 * Math.PI}
      radius={1}
      innerRadius={0.15}
      color="#F6BD16"
      meta={{hours: {alias: 'Sunshine (h/day)'}, month: {range: [1 / 24, 1 - 1 / 24]}}}
      xAxis={{line: null, tickLine: null, grid: null, label: {offset: 12}}}
      legend={false}
      label={{offset: -14, content: (datum) => `${datum.hours}`, style: {fontSize: 11}}}
    />
  );
}
