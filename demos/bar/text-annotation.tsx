/**
 * title: Bar with a note on one bar
 * description: Battery life of six phones in a video playback test; a `text` annotation beside Model K, whose bar a `color` callback sets apart, notes that it was tested at 50% brightness.
 * keywords: text annotation, note, footnote, highlight, annotations
 * topics: annotations
 * order: 21
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {phone: 'Model Q', hours: 23.4},
  {phone: 'Model K', hours: 21.8},
  {phone: 'Model T', hours: 20.1},
  {phone: 'Model B', hours: 18.7},
  {phone: 'Model V', hours: 16.2},
  {phone: 'Model M', hours: 14.9},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="hours"
      yField="phone"
      color={({phone}) => (phone === 'Model K' ? '#D48806' : '#9254DE')}
      meta={{hours: {alias: 'Battery life (h)', min: 0, max: 30}}}
      annotations={[
        {
          type: 'text',
          position: ['Model K', 21.8],
          content: '* tested at 50% brightness',
          offsetX: 10,
          style: {fill: '#AD6800', textBaseline: 'middle', fontStyle: 'italic'},
        },
      ]}
    />
  );
}
