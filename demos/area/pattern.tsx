/**
 * title: Stacked area with pattern fills
 * description: Yearly electricity generation of a region from gas, wind and solar, 2015 to 2024, stacked; a `pattern` callback gives each source its own texture (squares, lines or dots) over its colour, so the areas can be told apart without colour.
 * keywords: pattern, texture, accessibility, dot, line, square, stacked
 * topics: pattern, stacking
 * order: 8
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const years = ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024'];
const twh: Record<string, number[]> = {
  Gas: [42, 43, 41, 40, 38, 36, 35, 31, 29, 27],
  Wind: [9, 11, 13, 15, 18, 20, 23, 27, 30, 33],
  Solar: [2, 3, 4, 5, 7, 9, 11, 14, 17, 20],
};

const data = Object.entries(twh).flatMap(([source, values]) =>
  values.map((value, i) => ({year: years[i], source, value})),
);

export default function Demo() {
  return (
    <Area
      data={data}
      xField="year"
      yField="value"
      seriesField="source"
      isStack
      legend={{position: 'top'}}
      meta={{value: {alias: 'Generation (TWh)'}}}
      yAxis={{title: {text: 'Generation (TWh)'}}}
      pattern={({source}, color) => {
        if (source === 'Gas') return {type: 'square', cfg: {backgroundColor: color, size: 4, padding: 3}};
        if (source === 'Wind') return {type: 'line', cfg: {backgroundColor: color, spacing: 6, rotation: 45}};
        return {type: 'dot', cfg: {backgroundColor: color, size: 3, padding: 3}};
      }}
    />
  );
}
