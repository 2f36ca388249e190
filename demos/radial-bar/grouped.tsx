/**
 * title: Grouped radial bar
 * description: Members of four clubs in 2023 and 2024, with each club's two years drawn as neighbouring arcs (`isGroup` with `colorField`).
 * keywords: radial bar, grouped, isGroup, colorField, year over year, members
 * topics: stacking, shapes
 * order: 4
 */
import React from 'react';
import {RadialBar} from '@ant-design/plots';

const clubs = ['Chess', 'Hiking', 'Choir', 'Rowing'];
const members: Record<string, number[]> = {
  '2023': [42, 118, 64, 37],
  '2024': [55, 131, 58, 49],
};

const data = Object.entries(members).flatMap(([year, values]) =>
  values.map((count, i) => ({club: clubs[i], year, members: count})),
);

export default function Demo() {
  return (
    <RadialBar
      data={data}
      xField="club"
      yField="members"
      colorField="year"
      isGroup
      maxAngle={270}
      radius={0.9}
      innerRadius={0.2}
      color={['#9AC5FF', '#1D5BD8']}
      meta={{members: {alias: 'Members'}}}
      legend={{position: 'bottom'}}
    />
  );
}
