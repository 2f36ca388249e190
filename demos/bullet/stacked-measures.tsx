/**
 * title: Bullet with stacked measures
 * description: Quarterly sales of four stores against each store's target, split into online and in-store sales: giving the measure field two values stacks them in one bar, coloured by the `color.measure` array.
 * keywords: stacked, multiple measures, measureField array, online, in store, legend
 * topics: stacking
 * order: 3
 * height: 320
 */
import React from 'react';
import {Bullet} from '@ant-design/plots';

// Thousand USD: sales is [online, in store].
const data = [
  {store: 'Downtown', sales: [42, 96], ranges: [100, 140, 180], target: 150},
  {store: 'Airport', sales: [18, 121], ranges: [100, 140, 180], target: 130},
  {store: 'Mall', sales: [35, 74], ranges: [100, 140, 180], target: 125},
  {store: 'Harbour', sales: [51, 66], ranges: [100, 140, 180], target: 110},
];

export default function Demo() {
  return (
    <Bullet
      data={data}
      xField="store"
      measureField="sales"
      rangeField="ranges"
      targetField="target"
      color={{
        range: ['#FFF1F0', '#FFF7E6', '#F6FFED'],
        // One colour per value of the measure array, in order.
        measure: ['#5B8FF9', '#61DDAA'],
        target: '#262626',
      }}
      yAxis={{title: {text: 'Sales (thousand USD)'}}}
      xAxis={{line: null}}
      meta={{sales: {alias: 'Sales'}, target: {alias: 'Target'}}}
      legend={{
        custom: true,
        position: 'bottom',
        items: [
          {value: 'online', name: 'Online', marker: {symbol: 'square', style: {fill: '#5B8FF9', r: 5}}},
          {value: 'store', name: 'In store', marker: {symbol: 'square', style: {fill: '#61DDAA', r: 5}}},
          {value: 'target', name: 'Target', marker: {symbol: 'line', style: {stroke: '#262626', r: 5}}},
        ],
      }}
    />
  );
}
