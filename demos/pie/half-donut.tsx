/**
 * title: Half donut
 * description: Seats won by five parties in a 120-seat regional parliament, drawn as a semicircular donut by `startAngle` and `endAngle`, with the seat total under the arc.
 * keywords: pie, donut, semicircle, half, startAngle, endAngle, parliament, seats
 * topics: shapes
 * order: 3
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {party: 'Green', seats: 18},
  {party: 'Labour', seats: 41},
  {party: 'Liberal', seats: 14},
  {party: 'Conservative', seats: 36},
  {party: 'Independent', seats: 11},
];

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="seats"
      colorField="party"
      radius={1}
      innerRadius={0.6}
      startAngle={Math.PI}
      endAngle={2 * Math.PI}
      // Each party's seat count, in dark text on its own segment of the ring (every slice colour is light enough for it).
      label={{
        type: 'inner',
        offset: '-35%',
        content: ({seats}) => String(seats),
        style: {fill: '#1f1f1f', fontWeight: 600},
      }}
      legend={{position: 'bottom'}}
      statistic={{
        title: {content: 'Seats', offsetY: 120, style: {fontSize: '14px', color: '#8c8c8c'}},
        content: {content: '120', offsetY: 124, style: {fontSize: '28px', color: 'inherit'}},
      }}
      meta={{seats: {alias: 'Seats'}}}
    />
  );
}
