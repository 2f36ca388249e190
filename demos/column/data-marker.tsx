/**
 * title: Column with a data marker on the peak
 * description: Visitors to a city museum in each month of one year; a dataMarker annotation points at August, the busiest month, with a short note.
 * keywords: dataMarker, marker, highlight, peak, maximum, annotations
 * topics: annotations
 * order: 24
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {month: 'Jan', visitors: 21400},
  {month: 'Feb', visitors: 23100},
  {month: 'Mar', visitors: 29800},
  {month: 'Apr', visitors: 34600},
  {month: 'May', visitors: 38200},
  {month: 'Jun', visitors: 41900},
  {month: 'Jul', visitors: 52300},
  {month: 'Aug', visitors: 56800},
  {month: 'Sep', visitors: 40100},
  {month: 'Oct', visitors: 33700},
  {month: 'Nov', visitors: 24500},
  {month: 'Dec', visitors: 27900},
];
const peak = data.reduce((max, d) => (d.visitors > max.visitors ? d : max));

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="visitors"
      meta={{visitors: {alias: 'Visitors', max: 70000}}}
      annotations={[
        {
          type: 'dataMarker',
          position: [peak.month, peak.visitors],
          point: {style: {fill: '#fff', stroke: '#F4664A', lineWidth: 2, r: 4}},
          line: {length: 24, style: {stroke: '#F4664A'}},
          text: {
            content: `Busiest month: ${peak.visitors.toLocaleString('en-US')}`,
            style: {textAlign: 'right', fill: '#F4664A', fontWeight: 600},
          },
        },
      ]}
    />
  );
}
