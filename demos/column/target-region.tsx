/**
 * title: Column with a shaded target range
 * description: Average daily steps walked in each month of one year, with a green `region` annotation marking the 8,000 to 10,000 step target band behind the columns (`top: false`).
 * keywords: region, region annotation, band, target, range, annotations
 * topics: annotations
 * order: 23
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {month: 'Jan', steps: 6420},
  {month: 'Feb', steps: 6980},
  {month: 'Mar', steps: 7850},
  {month: 'Apr', steps: 8630},
  {month: 'May', steps: 9710},
  {month: 'Jun', steps: 10480},
  {month: 'Jul', steps: 10920},
  {month: 'Aug', steps: 9860},
  {month: 'Sep', steps: 9140},
  {month: 'Oct', steps: 8210},
  {month: 'Nov', steps: 7330},
  {month: 'Dec', steps: 6150},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="steps"
      meta={{steps: {alias: 'Daily steps', max: 12000}}}
      yAxis={{label: {formatter: (v) => Number(v).toLocaleString('en-US')}}}
      annotations={[
        {
          type: 'region',
          start: ['start', 8000],
          end: ['end', 10000],
          top: false,
          style: {fill: '#52C41A', fillOpacity: 0.15},
        },
        {
          type: 'text',
          position: ['start', 10000],
          content: 'Target 8,000–10,000',
          offsetX: 4,
          offsetY: -8,
          style: {fill: '#389E0D', fontWeight: 600},
        },
      ]}
    />
  );
}
