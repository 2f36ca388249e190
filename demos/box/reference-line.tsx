/**
 * title: Box plot with a target line
 * description: Response times of five API endpoints over one week, with a dashed `line` annotation at the 300 ms target that shows which endpoints' upper quartile lies above it.
 * keywords: annotations, line, target, threshold, SLA, latency, reference
 * topics: annotations
 * order: 4
 */
import React from 'react';
import {Box} from '@ant-design/plots';

const data = [
  {endpoint: 'GET /users', low: 42, q1: 88, median: 120, q3: 165, high: 260},
  {endpoint: 'GET /orders', low: 75, q1: 150, median: 210, q3: 285, high: 420},
  {endpoint: 'POST /orders', low: 130, q1: 240, median: 310, q3: 390, high: 560},
  {endpoint: 'GET /search', low: 95, q1: 180, median: 250, q3: 340, high: 610},
  {endpoint: 'GET /health', low: 5, q1: 8, median: 11, q3: 15, high: 24},
];
const target = 300;

export default function Demo() {
  return (
    <Box
      data={data}
      xField="endpoint"
      yField={['low', 'q1', 'median', 'q3', 'high']}
      boxStyle={{fill: '#5B8FF9', fillOpacity: 0.25, stroke: '#5B8FF9'}}
      yAxis={{title: {text: 'Response time (ms)'}, min: 0, max: 700}}
      meta={{
        endpoint: {alias: 'Endpoint'},
        low: {alias: 'Minimum'},
        q1: {alias: 'Q1'},
        median: {alias: 'Median'},
        q3: {alias: 'Q3'},
        high: {alias: 'Maximum'},
      }}
      annotations={[
        {
          type: 'line',
          start: ['start', target],
          end: ['end', target],
          style: {stroke: '#F4664A', lineDash: [6, 4], lineWidth: 1.5},
          text: {
            content: `Target ${target} ms`,
            position: 'end',
            offsetY: -6,
            style: {fill: '#F4664A', textAlign: 'end'},
          },
        },
      ]}
    />
  );
}
