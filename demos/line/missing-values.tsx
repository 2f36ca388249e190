/**
 * title: Line with gaps for missing data
 * description: Hourly river level readings from a sensor that stopped reporting twice, for three hours each time; with `connectNulls` off the line breaks at the missing readings instead of bridging them.
 * keywords: connectNulls, null, missing data, gaps, sensor
 * topics: data-shape
 * order: 11
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const levels: (number | null)[] = [
  1.42,
  null,
  null,
  null,
  1.51,
  1.55,
  1.6,
  1.68,
  1.74,
  1.79,
  1.82,
  null,
  null,
  null,
  1.9,
  1.88,
  1.85,
  1.81,
  1.76,
  1.7,
  1.66,
  1.63,
  1.6,
  1.58,
];
const data = levels.map((level, hour) => ({time: `${String(hour).padStart(2, '0')}:00`, level}));

export default function Demo() {
  return (
    <Line
      data={data}
      xField="time"
      yField="level"
      connectNulls={false}
      point={{size: 3}}
      meta={{level: {alias: 'River level (m)', min: 1.3, max: 2}}}
      xAxis={{tickCount: 8}}
      yAxis={{title: {text: 'River level (m)'}}}
    />
  );
}
