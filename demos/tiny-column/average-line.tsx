/**
 * title: Tiny column with an average line
 * description: Hours of focused work per weekday over four weeks (20 days), as tiny columns with a dashed annotation line at their average.
 * keywords: tiny column, sparkline, annotations, average, mean, reference line
 * topics: annotations
 * order: 3
 * height: 90
 */
import React from 'react';
import {TinyColumn} from '@ant-design/plots';

// 20 weekdays, oldest first.
const hours = [3.5, 4.2, 2.8, 5.1, 3.0, 4.6, 4.9, 3.3, 5.4, 2.6, 3.8, 4.4, 4.0, 5.6, 2.9, 4.8, 5.2, 3.6, 5.9, 3.1];
const average = hours.reduce((sum, h) => sum + h, 0) / hours.length;

export default function Demo() {
  return (
    <TinyColumn
      data={hours}
      columnWidthRatio={0.6}
      color="#5B8FF9"
      annotations={[
        {
          type: 'line',
          start: ['min', average],
          end: ['max', average],
          style: {stroke: '#595959', lineDash: [3, 3]},
          text: {
            content: `avg ${average.toFixed(1)} h`,
            position: 'start',
            offsetY: -4,
            style: {textAlign: 'left', fontSize: 10},
          },
        },
      ]}
    />
  );
}
