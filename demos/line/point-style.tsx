/**
 * title: Line with styled points
 * description: Daily step count over two weeks, with diamond-shaped points (`point.shape`) coloured by a `point.style` callback: green on days that reached the 10,000-step goal, grey on the others.
 * keywords: point, shape, point style callback, marker, goal, steps
 * topics: colors, shapes
 * order: 8
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const steps = [8420, 11250, 9870, 12430, 10120, 6540, 4980, 10560, 9120, 13310, 11870, 10040, 7210, 5630];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const data = steps.map((count, i) => ({day: `${days[i % 7]} ${i + 1}`, steps: count}));
const GOAL = 10000;

export default function Demo() {
  return (
    <Line
      data={data}
      xField="day"
      yField="steps"
      meta={{steps: {alias: 'Steps'}}}
      color="#8c8c8c"
      point={{
        shape: 'diamond',
        size: 7,
        style: (d: {steps: number}) => ({
          fill: d.steps >= GOAL ? '#30BF78' : '#d9d9d9',
          stroke: d.steps >= GOAL ? '#1f8a55' : '#8c8c8c',
          lineWidth: 1,
        }),
      }}
      yAxis={{min: 0, title: {text: 'Steps per day'}}}
      xAxis={{label: {autoRotate: true}}}
    />
  );
}
