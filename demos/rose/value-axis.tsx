/**
 * title: Rose with a value axis and grid circles
 * description: Bicycles counted at a crossing in each two-hour slot of a weekday; the `yAxis` is turned on with circular grid lines every 100 bikes (`tickInterval`), labelled along the first spoke.
 * keywords: rose, yAxis, axis, grid, circle, tickInterval, traffic count
 * topics: axis
 * order: 8
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const slots = ['0-2', '2-4', '4-6', '6-8', '8-10', '10-12', '12-14', '14-16', '16-18', '18-20', '20-22', '22-24'];
const bikes = [12, 4, 38, 310, 365, 142, 168, 190, 402, 236, 94, 41];
const data = slots.map((slot, i) => ({slot, bikes: bikes[i]}));

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="slot"
      yField="bikes"
      radius={0.9}
      color="#5B8FF9"
      label={false}
      legend={false}
      // Shift the slot labels by half a sector so each sits in the middle of its petal.
      meta={{slot: {alias: 'Hours', range: [1 / 24, 1 - 1 / 24]}, bikes: {alias: 'Bicycles', tickInterval: 100}}}
      xAxis={{line: null, tickLine: null, grid: {line: {style: {stroke: '#d9d9d9'}}}}}
      yAxis={{
        line: null,
        tickLine: null,
        grid: {line: {type: 'circle', style: {stroke: '#d9d9d9', lineDash: [3, 3]}}},
        label: {style: {fontSize: 10, fill: '#8c8c8c'}},
      }}
    />
  );
}
