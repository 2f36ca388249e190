/**
 * title: Legend with custom items
 * description: Weekday and weekend ridership of six tram lines in thousands of trips; with `legend.custom`, the legend at the bottom shows hand-written `items` whose names carry each side's total and whose markers are round.
 * keywords: bidirectional, legend, custom, items, marker, position bottom, ridership
 * topics: legend
 * order: 7
 */
import React from 'react';
import {BidirectionalBar} from '@ant-design/plots';

const data = [
  {line: 'Line 1', weekday: 84, weekend: 51},
  {line: 'Line 2', weekday: 67, weekend: 46},
  {line: 'Line 3', weekday: 59, weekend: 22},
  {line: 'Line 4', weekday: 41, weekend: 29},
  {line: 'Line 5', weekday: 33, weekend: 18},
  {line: 'Line 6', weekday: 21, weekend: 15},
];

const total = (field: 'weekday' | 'weekend') => data.reduce((sum, d) => sum + d[field], 0);
const colors = ['#5D7092', '#F6903D'];

export default function Demo() {
  return (
    <BidirectionalBar
      data={data}
      xField="line"
      yField={['weekday', 'weekend']}
      meta={{weekday: {alias: 'Weekday trips (k)'}, weekend: {alias: 'Weekend trips (k)'}}}
      xAxis={{position: 'bottom'}}
      yAxis={{weekday: {min: 0, max: 100}, weekend: {min: 0, max: 100}}}
      color={colors}
      tooltip={{shared: true, showMarkers: false}}
      legend={{
        position: 'bottom',
        // Custom items replace the generated ones (and are not linked to click filtering).
        custom: true,
        items: [
          {
            id: 'weekday',
            name: `Average weekday · ${total('weekday')}k trips`,
            value: 'weekday',
            marker: {symbol: 'circle', style: {fill: colors[0], r: 5}},
          },
          {
            id: 'weekend',
            name: `Average weekend day · ${total('weekend')}k trips`,
            value: 'weekend',
            marker: {symbol: 'circle', style: {fill: colors[1], r: 5}},
          },
        ],
      }}
    />
  );
}
