/**
 * title: Commute times by transport mode
 * description: One-way commute times (minutes) reported by fifty-six employees, grouped by how they travel, drawn as violins that show each group's distribution with a box plot inside.
 * keywords: violin, distribution, density, kde, box plot, survey
 * topics: basics, data-shape
 * order: 1
 */
import React from 'react';
import {Violin} from '@ant-design/plots';

const minutes: Record<string, number[]> = {
  Walk: [6, 8, 9, 10, 11, 12, 12, 13, 14, 15, 17, 19, 22, 28],
  Bike: [9, 12, 14, 15, 16, 18, 18, 19, 20, 21, 23, 25, 27, 33],
  Bus: [18, 24, 27, 31, 33, 35, 37, 38, 40, 42, 46, 52, 61, 74],
  Car: [12, 16, 19, 21, 22, 24, 25, 26, 28, 29, 33, 38, 45, 57],
};

const data = Object.entries(minutes).flatMap(([mode, values]) => values.map((value) => ({mode, minutes: value})));

export default function Demo() {
  return (
    <Violin
      data={data}
      xField="mode"
      yField="minutes"
      meta={{minutes: {alias: 'Commute (minutes)'}}}
      yAxis={{title: {text: 'One-way commute (minutes)'}}}
    />
  );
}
