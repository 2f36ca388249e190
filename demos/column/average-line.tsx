/**
 * title: Column with a dashed average line
 * description: Calls handled by each of eight support agents in one week, with a dashed `line` annotation across the chart at the team average, computed from the data and written on the line.
 * keywords: average, mean, line annotation, reference line, dashed, annotations
 * topics: annotations, colors
 * order: 22
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {agent: 'Ana', calls: 162},
  {agent: 'Ben', calls: 138},
  {agent: 'Chen', calls: 175},
  {agent: 'Dina', calls: 121},
  {agent: 'Emil', calls: 154},
  {agent: 'Fatima', calls: 181},
  {agent: 'Goran', calls: 129},
  {agent: 'Hana', calls: 132},
];
const average = data.reduce((sum, d) => sum + d.calls, 0) / data.length;

export default function Demo() {
  return (
    <Column
      data={data}
      xField="agent"
      yField="calls"
      meta={{calls: {alias: 'Calls handled'}}}
      annotations={[
        {
          type: 'line',
          // 'start' and 'end' are the two ends of the x axis.
          start: ['start', average],
          end: ['end', average],
          style: {stroke: '#F4664A', lineWidth: 2, lineDash: [6, 4]},
          text: {
            content: `Average ${Math.round(average)}`,
            position: 'end',
            offsetY: -6,
            style: {textAlign: 'end', fill: '#F4664A', fontWeight: 600},
          },
        },
      ]}
    />
  );
}
