/**
 * title: Percent stacked column
 * description: Share of five browsers in a website's visits each year from 2020 to 2024, stacked to 100% with `isStack` and `isPercent`, so every column has the same height.
 * keywords: percent, isPercent, isStack, share, 100%, composition
 * topics: stacking
 * order: 4
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const visits: Record<string, number[]> = {
  Chrome: [41200, 45800, 49100, 52600, 55300],
  Safari: [18900, 20400, 21800, 22100, 23400],
  Edge: [6100, 8300, 9700, 10800, 11200],
  Firefox: [9800, 8700, 7900, 6800, 6100],
  Other: [5400, 4600, 4100, 3700, 3300],
};
const years = ['2020', '2021', '2022', '2023', '2024'];

const data = Object.entries(visits).flatMap(([browser, values]) =>
  values.map((count, i) => ({year: years[i], browser, visits: count})),
);

export default function Demo() {
  return (
    <Column
      data={data}
      xField="year"
      yField="visits"
      seriesField="browser"
      isStack
      isPercent
      legend={{position: 'top'}}
      meta={{visits: {alias: 'Share of visits', min: 0, max: 1}}}
      yAxis={{label: {formatter: (v) => `${Math.round(Number(v) * 100)}%`}}}
      label={{
        position: 'middle',
        content: (d) => `${(d.visits * 100).toFixed(0)}%`,
        style: {fill: '#fff'},
        // A segment thinner than its label hides it: a white label spilling over the page would vanish.
        layout: {type: 'limit-in-shape'},
      }}
      tooltip={{formatter: (d) => ({name: d.browser, value: `${(d.visits * 100).toFixed(1)}%`})}}
    />
  );
}
