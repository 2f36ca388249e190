/**
 * title: One tooltip across columns, line and points
 * description: A bakery's loaves baked and sold per day as grouped columns in one view, and the waste rate as a line with points in a second view with its own right-hand axis; the Mix-level shared tooltip lists all three values of the hovered day.
 * keywords: mix, views, tooltip, shared, showCrosshairs, interval, line, point, dodge
 * topics: tooltip, stacking, dashboards
 * order: 10
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const baked = [420, 400, 410, 430, 520, 640, 380];
const sold = [392, 371, 388, 401, 497, 628, 344];

const loaves = days.flatMap((day, i) => [
  {day, kind: 'Baked', loaves: baked[i]},
  {day, kind: 'Sold', loaves: sold[i]},
]);
const waste = days.map((day, i) => ({day, waste: Number((((baked[i] - sold[i]) / baked[i]) * 100).toFixed(1))}));

export default function Demo() {
  return (
    <Mix
      syncViewPadding
      tooltip={{shared: true, showCrosshairs: true, crosshairs: {type: 'x'}}}
      views={[
        {
          data: loaves,
          meta: {loaves: {alias: 'Loaves', min: 0, max: 700}},
          axes: {loaves: {title: {text: 'Loaves'}}},
          geometries: [
            {
              type: 'interval',
              xField: 'day',
              yField: 'loaves',
              colorField: 'kind',
              mapping: {color: ['#C7A27C', '#7A4E2D']},
              adjust: {type: 'dodge', marginRatio: 0},
            },
          ],
        },
        {
          data: waste,
          meta: {waste: {alias: 'Waste (%)', min: 0, max: 14}},
          axes: {day: false, waste: {position: 'right', title: {text: 'Waste (%)'}, grid: null}},
          geometries: [
            {type: 'line', xField: 'day', yField: 'waste', mapping: {color: '#E8684A'}},
            {
              type: 'point',
              xField: 'day',
              yField: 'waste',
              mapping: {color: '#E8684A', size: 4, shape: 'circle'},
              tooltipFields: false,
            },
          ],
        },
      ]}
    />
  );
}
