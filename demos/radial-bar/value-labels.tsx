/**
 * title: Radial bar with value labels
 * description: Seats sold for six concerts of a touring band, with each concert's count written at the end of its arc by `label`.
 * keywords: radial bar, label, values, position, concerts, tickets
 * topics: shapes
 * order: 7
 */
import React from 'react';
import {RadialBar} from '@ant-design/plots';

const data = [
  {venue: 'Glasgow', seats: 2840},
  {venue: 'Leeds', seats: 3310},
  {venue: 'Bristol', seats: 3960},
  {venue: 'Cardiff', seats: 4420},
  {venue: 'Manchester', seats: 6150},
  {venue: 'London', seats: 8900},
];

export default function Demo() {
  return (
    <RadialBar
      data={data}
      xField="venue"
      yField="seats"
      maxAngle={270}
      radius={0.9}
      innerRadius={0.2}
      color="#5B8FF9"
      barStyle={{lineCap: 'round'}}
      meta={{seats: {alias: 'Seats sold'}}}
      label={{
        offset: 12,
        content: (datum) => datum.seats.toLocaleString('en-US'),
        style: {fontSize: 12},
      }}
    />
  );
}
