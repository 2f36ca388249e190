/**
 * title: Range column
 * description: The average daily low and high temperature of each month in Chicago; `isRange` draws each month as a column floating from the low to the high, labelled with the spread between them.
 * keywords: range, isRange, floating, min max, interval, temperature
 * topics: stacking
 * order: 6
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {month: 'Jan', range: [-10, -1]},
  {month: 'Feb', range: [-8, 1]},
  {month: 'Mar', range: [-2, 8]},
  {month: 'Apr', range: [4, 15]},
  {month: 'May', range: [10, 21]},
  {month: 'Jun', range: [16, 27]},
  {month: 'Jul', range: [19, 29]},
  {month: 'Aug', range: [19, 28]},
  {month: 'Sep', range: [14, 24]},
  {month: 'Oct', range: [7, 17]},
  {month: 'Nov', range: [1, 9]},
  {month: 'Dec', range: [-6, 2]},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="range"
      isRange
      color="#E8684A"
      // A range field is an array, so set the scale's bounds to include the freezing months.
      meta={{range: {alias: 'Temperature (°C)', min: -15, max: 35}}}
      yAxis={{title: {text: 'Temperature (°C)'}}}
      label={{
        position: 'middle',
        style: {fill: '#fff'},
        content: (d) => `${d.range[1] - d.range[0]}°`,
      }}
      tooltip={{
        formatter: (d) => ({name: 'Low – high', value: `${d.range[0]}°C – ${d.range[1]}°C`}),
      }}
    />
  );
}
