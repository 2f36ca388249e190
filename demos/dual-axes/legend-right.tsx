/**
 * title: Legend on the right with renamed items
 * description: Weekly deliveries of a courier as columns and its on-time rate as a line; the legend sits on the right in a vertical `layout`, `itemName.formatter` renames its items, and clicking an item hides its series.
 * keywords: dual axes, legend, position, layout vertical, itemName formatter, legend filter
 * topics: legend, shapes
 * order: 19
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const data = [
  {week: 'W14', deliveries: 18420, onTime: 94.2},
  {week: 'W15', deliveries: 19110, onTime: 93.6},
  {week: 'W16', deliveries: 17850, onTime: 95.1},
  {week: 'W17', deliveries: 20340, onTime: 91.8},
  {week: 'W18', deliveries: 21970, onTime: 89.4},
  {week: 'W19', deliveries: 20880, onTime: 92.7},
  {week: 'W20', deliveries: 19630, onTime: 95.6},
];

const names: Record<string, string> = {deliveries: 'Parcels', onTime: 'On time (%)'};

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="week"
      yField={['deliveries', 'onTime']}
      meta={{deliveries: {alias: 'Deliveries'}, onTime: {alias: 'On-time rate (%)'}}}
      yAxis={{deliveries: {min: 0}, onTime: {min: 80, max: 100}}}
      geometryOptions={[
        {geometry: 'column', color: '#5D7092', columnWidthRatio: 0.5},
        {geometry: 'line', color: '#F6BD16', lineStyle: {lineWidth: 3}, point: {size: 5}},
      ]}
      legend={{
        position: 'right',
        layout: 'vertical',
        offsetX: 8,
        itemName: {
          // Items are named by the y field; the formatter gives them a reader-friendly name.
          formatter: (text: string, item: {value: string}) => names[item.value] ?? text,
          style: {fontSize: 13},
        },
      }}
    />
  );
}
