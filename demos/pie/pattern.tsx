/**
 * title: Pie with pattern fills
 * description: Household waste by type in kilograms per week; a `pattern` callback fills each slice with dots, lines or squares over its colour, so neighbouring slices stay apart in greyscale print.
 * keywords: pie, pattern, texture, dot, line, square, accessibility, print
 * topics: pattern
 * order: 10
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {type: 'Food', kg: 5.2},
  {type: 'Paper', kg: 3.1},
  {type: 'Plastic', kg: 2.4},
  {type: 'Glass', kg: 1.6},
  {type: 'Metal', kg: 0.9},
];

const patterns: Record<string, 'dot' | 'line' | 'square'> = {
  Food: 'dot',
  Paper: 'line',
  Plastic: 'square',
  Glass: 'line',
  Metal: 'dot',
};

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="kg"
      colorField="type"
      radius={0.8}
      label={{type: 'outer', content: '{name} {value} kg'}}
      pattern={(datum, color) => ({
        type: patterns[datum.type],
        cfg: {
          backgroundColor: color,
          fill: '#fff',
          stroke: '#fff',
          lineWidth: 2,
          size: 4,
          padding: 2,
          spacing: 6,
          rotation: datum.type === 'Glass' ? 90 : 45,
        },
      })}
      meta={{kg: {alias: 'Kilograms per week'}}}
    />
  );
}
