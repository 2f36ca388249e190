/**
 * title: Rounded columns with a dashed line
 * description: Monthly active users of a mobile game as columns whose `columnStyle` rounds their tops and fills them with a gradient, and the average session length in minutes as a dashed line set by `lineStyle.lineDash`.
 * keywords: dual axes, columnStyle, radius, gradient, lineStyle, lineDash, custom style
 * topics: colors
 * order: 15
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const data = [
  {month: 'Jan', users: 84, session: 21.4},
  {month: 'Feb', users: 91, session: 22.0},
  {month: 'Mar', users: 103, session: 23.8},
  {month: 'Apr', users: 121, session: 25.1},
  {month: 'May', users: 117, session: 24.2},
  {month: 'Jun', users: 132, session: 26.7},
  {month: 'Jul', users: 149, session: 28.3},
  {month: 'Aug', users: 156, session: 27.5},
];

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="month"
      yField={['users', 'session']}
      meta={{users: {alias: 'Monthly active users (k)'}, session: {alias: 'Avg. session (min)'}}}
      yAxis={{users: {min: 0}, session: {min: 0, max: 35}}}
      geometryOptions={[
        {
          geometry: 'column',
          columnWidthRatio: 0.45,
          columnStyle: {radius: [8, 8, 0, 0], fill: 'l(90) 0:#7B61FF 1:#C9BEFF'},
        },
        {
          geometry: 'line',
          color: '#FF7A45',
          lineStyle: {lineWidth: 2.5, lineDash: [6, 4]},
          point: {size: 5, shape: 'diamond', style: {fill: '#FF7A45', stroke: '#FFFFFF'}},
        },
      ]}
      legend={{position: 'top'}}
    />
  );
}
