/**
 * title: Stacked area
 * description: Monthly cloud spending of a start-up over one year, split into four services with `seriesField` and stacked with `isStack`, so the top edge shows the total bill.
 * keywords: stacked, isStack, seriesField, composition, cost
 * topics: stacking
 * order: 2
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const spend: Record<string, number[]> = {
  Compute: [4200, 4350, 4600, 4980, 5200, 5540, 5810, 6050, 6400, 6720, 7100, 7480],
  Storage: [1100, 1160, 1230, 1290, 1360, 1420, 1500, 1580, 1650, 1730, 1810, 1900],
  Database: [1800, 1820, 1900, 2050, 2100, 2180, 2260, 2300, 2450, 2520, 2600, 2710],
  Network: [600, 640, 700, 690, 760, 820, 870, 910, 980, 1020, 1110, 1180],
};

const data = Object.entries(spend).flatMap(([service, values]) =>
  values.map((usd, i) => ({month: months[i], service, usd})),
);

export default function Demo() {
  return (
    <Area
      data={data}
      xField="month"
      yField="usd"
      seriesField="service"
      isStack
      legend={{position: 'top'}}
      yAxis={{label: {formatter: (v: string) => `$${Number(v).toLocaleString('en-US')}`}}}
      tooltip={{formatter: (d) => ({name: d.service, value: `$${d.usd.toLocaleString('en-US')}`})}}
    />
  );
}
