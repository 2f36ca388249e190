/**
 * title: Percent stacked area
 * description: Smartphone shipments by operating system from 2010 to 2018, five systems stacked to 100% with `isPercent` to show how each year's market split changed.
 * keywords: percent, isPercent, share, 100% stacked, market share
 * topics: stacking
 * order: 3
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const years = ['2010', '2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018'];
const shipments: Record<string, number[]> = {
  Android: [67, 220, 497, 780, 1059, 1160, 1270, 1320, 1290],
  iOS: [47, 93, 136, 153, 193, 231, 215, 216, 208],
  Symbian: [111, 81, 27, 3, 0, 0, 0, 0, 0],
  BlackBerry: [49, 52, 35, 19, 6, 2, 0, 0, 0],
  Other: [31, 46, 30, 40, 42, 38, 12, 6, 2],
};

const data = Object.entries(shipments).flatMap(([os, values]) =>
  values.map((units, i) => ({year: years[i], os, units})),
);

export default function Demo() {
  return (
    <Area
      data={data}
      xField="year"
      yField="units"
      seriesField="os"
      isPercent
      legend={{position: 'top'}}
      yAxis={{label: {formatter: (v: string) => `${Math.round(Number(v) * 100)}%`}}}
      tooltip={{formatter: (d) => ({name: d.os, value: `${(d.units * 100).toFixed(1)}%`})}}
    />
  );
}
