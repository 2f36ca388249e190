/**
 * title: Bar growing to the left with reflectX
 * description: Share of households with a heat pump in five regions; `coordinate` with `reflectX` mirrors the chart so the bars grow from the right edge to the left and the region names sit on the right.
 * keywords: coordinate, reflectX, reflect, mirrored, right to left
 * topics: shapes
 * order: 15
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {region: 'North', share: 31},
  {region: 'East', share: 24},
  {region: 'Central', share: 19},
  {region: 'West', share: 16},
  {region: 'South', share: 9},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="share"
      yField="region"
      color="#FF7A45"
      coordinate={[{type: 'reflectX'}]}
      meta={{share: {alias: 'Households with a heat pump (%)'}}}
      label={{position: 'middle', style: {fill: '#fff'}, formatter: (d) => `${d.share}%`}}
    />
  );
}
