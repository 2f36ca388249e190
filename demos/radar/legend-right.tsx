/**
 * title: Radar with a legend on the right
 * description: Monthly sales of three stores across six product lines, with the legend on the right using larger round markers under a title; clicking a store in the legend hides or shows its outline.
 * keywords: radar, legend, position, marker, title, filter, toggle
 * topics: legend
 * order: 10
 */
import React from 'react';
import {Radar} from '@ant-design/plots';

const categories = ['Garden', 'Kitchen', 'Tools', 'Lighting', 'Paint', 'Storage'];
const sales: Record<string, number[]> = {
  'High Street': [12, 28, 19, 22, 9, 17],
  Riverside: [31, 14, 26, 11, 18, 21],
  'Retail Park': [24, 20, 33, 16, 27, 30],
};

const data = Object.entries(sales).flatMap(([store, values]) =>
  values.map((thousands, i) => ({category: categories[i], store, thousands})),
);

export default function Demo() {
  return (
    <Radar
      data={data}
      xField="category"
      yField="thousands"
      seriesField="store"
      meta={{thousands: {min: 0, alias: 'Sales ($k)'}}}
      point={{size: 3}}
      xAxis={{line: null, tickLine: null}}
      yAxis={{line: null, tickLine: null, label: false}}
      legend={{
        position: 'right',
        // A mid grey: the engine's legend title is dark in every theme.
        title: {text: 'Store', spacing: 12, style: {fontSize: 13, fontWeight: 600, fill: '#8c8c8c'}},
        marker: {symbol: 'circle', style: {r: 6}},
        itemSpacing: 12,
        offsetX: -24,
        itemName: {style: {fontSize: 13}},
      }}
    />
  );
}
