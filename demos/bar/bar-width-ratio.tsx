/**
 * title: Bar thickness with barWidthRatio
 * description: Weekly downloads of five open-source packages, with `barWidthRatio` at 0.9 so each bar fills nearly its whole row (the default is 0.6).
 * keywords: barWidthRatio, width, thickness, spacing, padding
 * topics: shapes
 * order: 11
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {pkg: 'date-kit', downloads: 812000},
  {pkg: 'tiny-router', downloads: 534000},
  {pkg: 'color-scale', downloads: 291000},
  {pkg: 'form-guard', downloads: 178000},
  {pkg: 'csv-stream', downloads: 96000},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="downloads"
      yField="pkg"
      // The share of each row a bar takes, from 0 to 1 (the default is 0.6).
      barWidthRatio={0.9}
      meta={{pkg: {alias: 'Package'}, downloads: {alias: 'Weekly downloads'}}}
      xAxis={{label: {formatter: (v) => `${Number(v) / 1000}k`}}}
      label={{position: 'middle', style: {fill: '#fff'}, formatter: (d) => `${d.downloads / 1000}k`}}
    />
  );
}
