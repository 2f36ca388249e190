/**
 * title: Rose with a hollow centre
 * description: Calls to a city's non-emergency line by topic in one month, drawn as a rose with `innerRadius` 0.3 so the petals start from a ring and the short ones stay visible.
 * keywords: rose, innerRadius, donut, hollow, ring, calls
 * topics: colors
 * order: 4
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const data = [
  {topic: 'Potholes', calls: 1840},
  {topic: 'Noise', calls: 1420},
  {topic: 'Trash pickup', calls: 2310},
  {topic: 'Street lights', calls: 690},
  {topic: 'Parking', calls: 1170},
  {topic: 'Graffiti', calls: 430},
  {topic: 'Water leaks', calls: 560},
  {topic: 'Trees', calls: 380},
];

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="topic"
      yField="calls"
      seriesField="topic"
      radius={0.8}
      innerRadius={0.3}
      meta={{calls: {alias: 'Calls'}}}
      label={{offset: 8, style: {fontSize: 11}}}
    />
  );
}
