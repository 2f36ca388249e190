/**
 * title: Temperature sparkline
 * description: Hourly outdoor temperature over the last 24 hours, as a tiny line with a reference line at the daily mean.
 * keywords: tiny line, sparkline, mini chart, annotation, trend
 * topics: basics
 * order: 1
 * height: 80
 */
import React from 'react';
import {TinyLine} from '@ant-design/plots';

// 24 hourly readings, oldest first.
const temperatures = [
  11.2, 10.8, 10.4, 10.1, 9.9, 9.8, 10.3, 11.6, 13.2, 14.9, 16.4, 17.6, 18.5, 19.1, 19.3, 18.9, 18.0, 16.7, 15.3, 14.2,
  13.4, 12.8, 12.3, 11.9,
];
const mean = temperatures.reduce((sum, t) => sum + t, 0) / temperatures.length;

export default function Demo() {
  return (
    <TinyLine
      data={temperatures}
      smooth
      annotations={[
        {
          type: 'line',
          start: ['min', mean],
          end: ['max', mean],
          style: {stroke: 'rgba(0, 0, 0, 0.35)', lineDash: [2, 2]},
          text: {
            content: `mean ${mean.toFixed(1)} °C`,
            position: 'end',
            offsetY: -4,
            style: {textAlign: 'right', fontSize: 10},
          },
        },
      ]}
    />
  );
}
