/**
 * title: Smooth line with a threshold
 * description: Median API response time per hour over one day, drawn as a `smooth` curve; a dashed `line` annotation marks the 300 ms service-level objective and a `regionFilter` annotation colours the curve red above it.
 * keywords: smooth, annotations, regionFilter, threshold, monitoring, latency
 * topics: shapes
 * order: 4
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const latency = [
  182, 170, 161, 158, 160, 175, 214, 268, 312, 341, 326, 298, 287, 301, 334, 352, 318, 276, 244, 228, 219, 207, 196,
  188,
];

const data = latency.map((ms, hour) => ({hour: `${String(hour).padStart(2, '0')}:00`, ms}));

export default function Demo() {
  return (
    <Line
      data={data}
      xField="hour"
      yField="ms"
      smooth
      yAxis={{title: {text: 'Median response time (ms)'}, min: 100}}
      tooltip={{formatter: (d) => ({name: 'Median latency', value: `${d.ms} ms`})}}
      annotations={[
        {
          type: 'regionFilter',
          start: ['min', 300],
          end: ['max', 'max'],
          color: '#F4664A',
        },
        {
          type: 'line',
          start: ['min', 300],
          end: ['max', 300],
          style: {stroke: '#F4664A', lineDash: [4, 4]},
          text: {content: 'SLO 300 ms', position: 'end', offsetY: -6, style: {textAlign: 'right', fill: '#F4664A'}},
        },
      ]}
    />
  );
}
