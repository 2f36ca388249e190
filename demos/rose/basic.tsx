/**
 * title: Wind rose
 * description: Share of hours in a year when the wind blew from each of 16 compass directions at an airport, as a Nightingale rose whose label formatter names only the directions of 8% or more.
 * keywords: rose, nightingale, polar, wind, direction, frequency
 * topics: basics, shapes
 * order: 1
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

// One row per point of the 16-point compass.
const data = [
  {direction: 'N', share: 4.8},
  {direction: 'NNE', share: 3.9},
  {direction: 'NE', share: 5.6},
  {direction: 'ENE', share: 4.2},
  {direction: 'E', share: 3.7},
  {direction: 'ESE', share: 2.9},
  {direction: 'SE', share: 3.4},
  {direction: 'SSE', share: 4.1},
  {direction: 'S', share: 6.2},
  {direction: 'SSW', share: 8.9},
  {direction: 'SW', share: 12.4},
  {direction: 'WSW', share: 11.1},
  {direction: 'W', share: 9.6},
  {direction: 'WNW', share: 7.3},
  {direction: 'NW', share: 6.5},
  {direction: 'NNW', share: 5.4},
];

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="direction"
      yField="share"
      radius={0.9}
      sectorStyle={{stroke: '#fff', lineWidth: 1}}
      legend={false}
      label={{offset: -22, style: {fontSize: 10}, formatter: (d) => (d.share >= 8 ? `${d.share}%` : '')}}
      meta={{share: {alias: 'Hours (%)'}}}
      xAxis={{grid: {line: {style: {stroke: '#e8e8e8'}}}}}
    />
  );
}
