/**
 * title: Stacked radial bar
 * description: Hours five volunteers gave to a food bank in a month, each bar split by task (sorting, driving, front desk) and stacked along the arc (`isStack` with `colorField`).
 * keywords: radial bar, stacked, isStack, colorField, volunteers, hours
 * topics: stacking, shapes
 * order: 3
 */
import React from 'react';
import {RadialBar} from '@ant-design/plots';

const volunteers = ['Nadia', 'Omar', 'Grace', 'Felix', 'Ines'];
const hours: Record<string, number[]> = {
  Sorting: [12, 6, 9, 14, 4],
  Driving: [4, 10, 0, 6, 8],
  'Front desk': [6, 3, 11, 2, 9],
};

const data = Object.entries(hours).flatMap(([task, values]) =>
  values.map((value, i) => ({volunteer: volunteers[i], task, hours: value})),
);

export default function Demo() {
  return (
    <RadialBar
      data={data}
      xField="volunteer"
      yField="hours"
      colorField="task"
      isStack
      maxAngle={300}
      radius={0.9}
      innerRadius={0.2}
      meta={{hours: {alias: 'Hours'}}}
      legend={{position: 'bottom'}}
    />
  );
}
