/**
 * title: Diverging bar with negative values
 * description: Yearly change in visitors to seven national parks, in percent; parks that lost visitors get bars going left of zero, colored red by a `color` callback on a `seriesField` that tells gains from losses.
 * keywords: negative, diverging, change, growth, decline, positive
 * topics: data-shape
 * order: 9
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {park: 'Glacier Peak', change: 14.2},
  {park: 'Red Canyon', change: 9.6},
  {park: 'Pine Lakes', change: 4.1},
  {park: 'Cedar Falls', change: 3.4},
  {park: 'Stone Valley', change: -3.6},
  {park: 'Eagle Coast', change: -6.8},
  {park: 'Dry Mesa', change: -11.5},
].map((d) => ({...d, direction: d.change < 0 ? 'Fewer visitors' : 'More visitors'}));

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="change"
      yField="park"
      seriesField="direction"
      color={({direction}) => (direction === 'Fewer visitors' ? '#F4664A' : '#30BF78')}
      legend={{position: 'top'}}
      meta={{change: {alias: 'Change (%)', min: -15, max: 15}}}
      xAxis={{label: {formatter: (v) => `${Number(v) > 0 ? '+' : ''}${v}%`}}}
      label={{position: 'middle', style: {fill: '#fff'}, formatter: (d) => `${d.change > 0 ? '+' : ''}${d.change}%`}}
    />
  );
}
