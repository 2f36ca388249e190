/**
 * title: Legend with values on the right
 * description: A startup's yearly spending by department; the legend sits on the right with square markers and shows each department's amount next to its name through `legend.itemValue`.
 * keywords: pie, legend, itemValue, marker, symbol, position right, values
 * topics: legend
 * order: 11
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {department: 'Engineering', spend: 412000},
  {department: 'Sales', spend: 186000},
  {department: 'Marketing', spend: 143000},
  {department: 'Operations', spend: 97000},
  {department: 'Design', spend: 64000},
];

const spendOf = (department: string) => data.find((row) => row.department === department)?.spend ?? 0;

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="spend"
      colorField="department"
      radius={0.8}
      innerRadius={0.6}
      label={false}
      statistic={{title: false, content: false}}
      legend={{
        position: 'right',
        itemWidth: 180,
        maxWidthRatio: 0.4,
        itemHeight: 28,
        marker: {symbol: 'square', style: {r: 6}},
        itemName: {style: {fontSize: 13}},
        itemValue: {
          alignRight: true,
          formatter: (text: string) => `$${(spendOf(text) / 1000).toFixed(0)}k`,
          // A mid grey: the engine's legend values are dark in every theme.
          style: {fontSize: 13, fontWeight: 600, fill: '#8c8c8c'},
        },
      }}
      meta={{spend: {alias: 'Spend (USD)'}}}
    />
  );
}
