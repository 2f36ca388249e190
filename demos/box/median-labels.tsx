/**
 * title: Box plot with median labels
 * description: Customer ratings of six coffee blends on a 0 to 10 scale, with each box's median written beside it by a `text` annotation made from each data row.
 * keywords: label, median, annotations, text, ratings, values on chart
 * topics: label
 * order: 6
 */
import React from 'react';
import {Box} from '@ant-design/plots';

const data = [
  {blend: 'House', low: 3.5, q1: 5.5, median: 6.5, q3: 7.4, high: 9.0},
  {blend: 'Colombia', low: 4.8, q1: 6.4, median: 7.3, q3: 8.1, high: 9.6},
  {blend: 'Ethiopia', low: 4.0, q1: 6.8, median: 7.9, q3: 8.6, high: 9.8},
  {blend: 'Sumatra', low: 2.4, q1: 4.6, median: 5.8, q3: 6.9, high: 8.7},
  {blend: 'Decaf', low: 1.8, q1: 3.9, median: 4.9, q3: 6.0, high: 8.1},
  {blend: 'Espresso', low: 4.5, q1: 6.0, median: 7.0, q3: 7.7, high: 9.2},
];

export default function Demo() {
  return (
    <Box
      data={data}
      xField="blend"
      yField={['low', 'q1', 'median', 'q3', 'high']}
      boxStyle={{fill: '#F6BD16', fillOpacity: 0.3, stroke: '#D48806'}}
      yAxis={{title: {text: 'Rating (0 to 10)'}, min: 0, max: 10}}
      meta={{
        blend: {alias: 'Blend'},
        low: {alias: 'Minimum'},
        q1: {alias: 'Q1'},
        median: {alias: 'Median'},
        q3: {alias: 'Q3'},
        high: {alias: 'Maximum'},
      }}
      // One text per box, placed just right of the median line.
      annotations={data.map((d) => ({
        type: 'text' as const,
        position: [d.blend, d.median] as [string, number],
        content: d.median.toFixed(1),
        offsetX: 34,
        style: {fill: '#874D00', fontSize: 12, fontWeight: 600, textBaseline: 'middle' as const},
      }))}
    />
  );
}
