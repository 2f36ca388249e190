/**
 * title: Column with a currency-formatted y axis
 * description: Quarterly revenue of a software company over two years; `yAxis.label.formatter` writes the ticks as dollars in millions, `meta` asks for about five ticks with `tickCount` and the grid lines are dashed.
 * keywords: yAxis, formatter, currency, tickCount, axis label, grid
 * topics: axis
 * order: 29
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {quarter: 'Q1 23', revenue: 12400000},
  {quarter: 'Q2 23', revenue: 13800000},
  {quarter: 'Q3 23', revenue: 14100000},
  {quarter: 'Q4 23', revenue: 17600000},
  {quarter: 'Q1 24', revenue: 15200000},
  {quarter: 'Q2 24', revenue: 16900000},
  {quarter: 'Q3 24', revenue: 18300000},
  {quarter: 'Q4 24', revenue: 22700000},
];

const money = (v: number) => `$${(v / 1e6).toFixed(v % 1e6 === 0 ? 0 : 1)}M`;

export default function Demo() {
  return (
    <Column
      data={data}
      xField="quarter"
      yField="revenue"
      color="#13C2C2"
      meta={{revenue: {alias: 'Revenue', tickCount: 5}}}
      yAxis={{
        label: {formatter: (v) => money(Number(v))},
        grid: {line: {style: {stroke: '#d9d9d9', lineDash: [4, 4]}}},
      }}
      tooltip={{formatter: (d) => ({name: 'Revenue', value: money(d.revenue)})}}
    />
  );
}
