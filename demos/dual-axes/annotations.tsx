/**
 * title: Annotations on one axis
 * description: Weekly support tickets as columns and the median first-response time in hours as a line over ten weeks; `annotations` keyed by the `response` field put a dashed 4-hour target line and a shaded over-target band on the right axis only.
 * keywords: dual axes, annotations, line annotation, region, target, SLA, yField key
 * topics: annotations
 * order: 13
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const tickets = [412, 438, 455, 620, 702, 566, 498, 471, 530, 489];
const response = [2.6, 2.9, 3.1, 5.2, 6.1, 4.4, 3.3, 3.0, 3.6, 3.2];

const data = tickets.map((count, i) => ({week: `W${i + 1}`, tickets: count, response: response[i]}));

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="week"
      yField={['tickets', 'response']}
      meta={{tickets: {alias: 'Tickets'}, response: {alias: 'Median first response (h)'}}}
      yAxis={{tickets: {min: 0, max: 800}, response: {min: 0, max: 8}}}
      geometryOptions={[
        {geometry: 'column', color: '#D3DBEB', columnWidthRatio: 0.5},
        {geometry: 'line', color: '#5B8FF9', point: {size: 4}, lineStyle: {lineWidth: 2}},
      ]}
      // Annotations keyed by a yField are placed on that field's axis.
      annotations={{
        response: [
          {
            type: 'line',
            start: ['min', 4],
            end: ['max', 4],
            style: {stroke: '#F4664A', lineDash: [4, 4], lineWidth: 1.5},
            text: {content: 'Target: 4 h', position: 'end', offsetY: -6, style: {fill: '#F4664A', textAlign: 'end'}},
          },
          {
            type: 'region',
            start: ['min', 4],
            end: ['max', 8],
            style: {fill: '#F4664A', fillOpacity: 0.06},
          },
        ],
      }}
      legend={{position: 'top'}}
    />
  );
}
