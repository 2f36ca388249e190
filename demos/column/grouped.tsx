/**
 * title: Grouped column
 * description: Quarterly revenue of three product lines in 2024, with `isGroup` placing the three columns of a quarter side by side and each value labelled above its column.
 * keywords: grouped, isGroup, seriesField, comparison, revenue
 * topics: stacking
 * order: 2
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {quarter: 'Q1 2024', product: 'Laptops', revenue: 4.2},
  {quarter: 'Q1 2024', product: 'Tablets', revenue: 2.1},
  {quarter: 'Q1 2024', product: 'Phones', revenue: 6.8},
  {quarter: 'Q2 2024', product: 'Laptops', revenue: 3.9},
  {quarter: 'Q2 2024', product: 'Tablets', revenue: 2.4},
  {quarter: 'Q2 2024', product: 'Phones', revenue: 7.1},
  {quarter: 'Q3 2024', product: 'Laptops', revenue: 4.8},
  {quarter: 'Q3 2024', product: 'Tablets', revenue: 2.2},
  {quarter: 'Q3 2024', product: 'Phones', revenue: 7.9},
  {quarter: 'Q4 2024', product: 'Laptops', revenue: 5.6},
  {quarter: 'Q4 2024', product: 'Tablets', revenue: 3.3},
  {quarter: 'Q4 2024', product: 'Phones', revenue: 9.4},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="quarter"
      yField="revenue"
      seriesField="product"
      isGroup
      legend={{position: 'top'}}
      yAxis={{title: {text: 'Revenue (million USD)'}}}
      label={{position: 'top', formatter: (d) => `${d.revenue}`}}
      tooltip={{formatter: (d) => ({name: d.product, value: `$${d.revenue}M`})}}
    />
  );
}
