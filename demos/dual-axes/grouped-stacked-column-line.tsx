/**
 * title: Grouped and stacked columns with lines
 * description: Monthly sales of two stores, each store its own column (`groupField`) stacked by in-store and online sales (`seriesField`), with each store's order count as a line on the right axis.
 * keywords: dual axes, grouped stacked column, isGroup, isStack, groupField, seriesField
 * topics: stacking
 * order: 7
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const sales: Record<string, {inStore: number[]; online: number[]; orders: number[]}> = {
  Downtown: {
    inStore: [48, 44, 52, 55, 58, 61],
    online: [21, 23, 26, 29, 31, 34],
    orders: [1420, 1350, 1560, 1640, 1720, 1810],
  },
  Airport: {
    inStore: [36, 33, 39, 44, 47, 53],
    online: [8, 9, 11, 12, 14, 15],
    orders: [980, 910, 1060, 1170, 1240, 1380],
  },
};

const columns = Object.entries(sales).flatMap(([store, s]) =>
  months.flatMap((month, i) => [
    {month, store, channel: 'In store', sales: s.inStore[i]},
    {month, store, channel: 'Online', sales: s.online[i]},
  ]),
);
const lines = Object.entries(sales).flatMap(([store, s]) =>
  months.map((month, i) => ({month, store: `${store} orders`, orders: s.orders[i]})),
);

export default function Demo() {
  return (
    <DualAxes
      data={[columns, lines]}
      xField="month"
      yField={['sales', 'orders']}
      meta={{sales: {alias: 'Sales (k$)'}, orders: {alias: 'Orders'}}}
      yAxis={{sales: {title: {text: 'Sales (k$)'}}, orders: {title: {text: 'Orders'}, min: 0}}}
      geometryOptions={[
        {
          geometry: 'column',
          isGroup: true,
          isStack: true,
          groupField: 'store',
          seriesField: 'channel',
          columnWidthRatio: 0.6,
        },
        {geometry: 'line', seriesField: 'store', color: ['#F6BD16', '#E8684A'], point: {size: 3}},
      ]}
      legend={{position: 'top'}}
    />
  );
}
