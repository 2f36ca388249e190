/**
 * title: Tiny area with a target line
 * description: Share of support chats answered within a minute on each of the last 21 days, as a tiny area with a dashed annotation line at the 90% target.
 * keywords: tiny area, sparkline, annotations, target, threshold, line annotation
 * topics: annotations
 * order: 3
 * height: 90
 */
import React from 'react';
import {TinyArea} from '@ant-design/plots';

// Percent answered within a minute, last 21 days, oldest first.
const answered = [86, 88, 91, 93, 89, 84, 87, 90, 92, 94, 95, 91, 88, 90, 93, 96, 94, 92, 95, 97, 96];
const TARGET = 90;

export default function Demo() {
  return (
    <TinyArea
      data={answered}
      meta={{y: {min: 80, max: 100}}}
      areaStyle={{fill: '#d6f5e5'}}
      line={{color: '#30BF78'}}
      annotations={[
        {
          type: 'line',
          start: ['min', TARGET],
          end: ['max', TARGET],
          style: {stroke: '#F4664A', lineDash: [3, 3]},
          text: {
            content: `target ${TARGET}%`,
            position: 'start',
            offsetY: -4,
            style: {fontSize: 10, fill: '#F4664A'},
          },
        },
      ]}
    />
  );
}
