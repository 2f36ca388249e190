/**
 * title: Stacked column
 * description: Yearly electricity generation of a country from 2019 to 2024 split into five sources with `seriesField` and stacked with `isStack`, so each column's height is the total.
 * keywords: stacked, isStack, seriesField, composition, energy
 * topics: stacking
 * order: 3
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const generation: Record<string, number[]> = {
  Coal: [98, 91, 84, 72, 61, 52],
  Gas: [112, 118, 121, 117, 110, 104],
  Nuclear: [64, 63, 61, 62, 60, 61],
  Wind: [38, 45, 53, 62, 74, 83],
  Solar: [12, 17, 24, 33, 45, 58],
};
const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

const data = Object.entries(generation).flatMap(([source, values]) =>
  values.map((twh, i) => ({year: years[i], source, twh})),
);

export default function Demo() {
  return (
    <Column
      data={data}
      xField="year"
      yField="twh"
      seriesField="source"
      isStack
      legend={{position: 'right'}}
      yAxis={{title: {text: 'Generation (TWh)'}}}
      tooltip={{formatter: (d) => ({name: d.source, value: `${d.twh} TWh`})}}
    />
  );
}
