/**
 * title: Line with a dashed target line
 * description: Customer satisfaction score (out of 100) of a call centre per month over one year, with a dashed horizontal `line` annotation marking the target of 80.
 * keywords: annotations, target line, reference line, goal, threshold, lineDash
 * topics: annotations, colors
 * order: 29
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const scores = [72, 74, 71, 76, 78, 77, 81, 83, 79, 82, 84, 86];
const data = months.map((month, i) => ({month, score: scores[i]}));
const TARGET = 80;

export default function Demo() {
  return (
    <Line
      data={data}
      xField="month"
      yField="score"
      point={{size: 4}}
      meta={{score: {alias: 'Satisfaction score', min: 60, max: 100}}}
      yAxis={{title: {text: 'Satisfaction score'}}}
      annotations={[
        {
          type: 'line',
          start: ['min', TARGET],
          end: ['max', TARGET],
          style: {stroke: '#30BF78', lineWidth: 2, lineDash: [6, 4]},
          text: {
            content: `Target ${TARGET}`,
            position: 'start',
            offsetY: -8,
            style: {fill: '#30BF78', fontWeight: 600},
          },
        },
      ]}
    />
  );
}
