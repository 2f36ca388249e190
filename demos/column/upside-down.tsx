/**
 * title: Upside-down column with reflectY
 * description: Snow depth at a mountain station on the first day of each month from November to May; `coordinate` with `reflectY` flips the chart so the columns hang down from an x-axis at the top.
 * keywords: coordinate, reflectY, reflect, inverted, upside down
 * topics: shapes
 * order: 20
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {date: 'Nov 1', depth: 12},
  {date: 'Dec 1', depth: 48},
  {date: 'Jan 1', depth: 96},
  {date: 'Feb 1', depth: 141},
  {date: 'Mar 1', depth: 163},
  {date: 'Apr 1', depth: 118},
  {date: 'May 1', depth: 37},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="date"
      yField="depth"
      color="#69C0FF"
      coordinate={[{type: 'reflectY'}]}
      meta={{depth: {alias: 'Snow depth (cm)'}}}
      label={{position: 'bottom', offsetY: 8}}
      yAxis={{title: {text: 'Snow depth (cm)'}}}
    />
  );
}
