/**
 * title: Radial lines with end points
 * description: Average commute time in minutes in seven cities, drawn with `type: 'line'` as thin arcs ending in a dot instead of thick bars.
 * keywords: radial bar, type, line, lollipop, point, commute
 * topics: shapes
 * order: 5
 */
import React from 'react';
import {RadialBar} from '@ant-design/plots';

const data = [
  {city: 'Oslo', minutes: 24},
  {city: 'Vienna', minutes: 27},
  {city: 'Austin', minutes: 29},
  {city: 'Toronto', minutes: 34},
  {city: 'Madrid', minutes: 36},
  {city: 'London', minutes: 44},
  {city: 'São Paulo', minutes: 52},
];

export default function Demo() {
  return (
    <RadialBar
      data={data}
      xField="city"
      yField="minutes"
      type="line"
      maxAngle={300}
      radius={0.9}
      innerRadius={0.2}
      color="#7262FD"
      barStyle={{lineWidth: 2}}
      meta={{minutes: {alias: 'Commute (min)'}}}
    />
  );
}
