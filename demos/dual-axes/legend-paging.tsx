/**
 * title: Legend paging for many series
 * description: Monthly units of twelve coffee products as stacked columns with their combined margin as a line; `legend.flipPage` with `maxRow` 1 holds the legend at the bottom to one row and pages through the products with arrows.
 * keywords: dual axes, legend, flipPage, maxRow, paging, many series, stacked column
 * topics: legend, stacking
 * order: 23
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const products = [
  'Espresso',
  'Americano',
  'Latte',
  'Cappuccino',
  'Flat white',
  'Mocha',
  'Macchiato',
  'Cortado',
  'Cold brew',
  'Iced latte',
  'Chai latte',
  'Hot chocolate',
];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Units per product and month follow a fixed pattern so the chart is the same on every render.
const units = products.flatMap((product, p) =>
  months.map((month, m) => ({
    month,
    product,
    units: 120 + ((p * 37 + m * 23) % 90) + (p < 4 ? 80 : 0) + (p >= 8 && p <= 9 ? m * 25 : 0),
  })),
);
const margin = months.map((month, m) => ({month, margin: [61.2, 60.8, 62.1, 63.0, 63.7, 64.4][m]}));

export default function Demo() {
  return (
    <DualAxes
      data={[units, margin]}
      xField="month"
      yField={['units', 'margin']}
      meta={{units: {alias: 'Units sold'}, margin: {alias: 'Gross margin (%)'}}}
      yAxis={{units: {min: 0}, margin: {min: 50, max: 70}}}
      geometryOptions={[
        {geometry: 'column', isStack: true, seriesField: 'product', columnWidthRatio: 0.5},
        {geometry: 'line', color: '#1D2129', lineStyle: {lineWidth: 2}, point: {size: 4}},
      ]}
      legend={{position: 'bottom', flipPage: true, maxRow: 1, pageNavigator: {marker: {style: {size: 10}}}}}
    />
  );
}
