/**
 * title: Grouped range column
 * description: The lowest and highest price a used-car dealer paid for three models in each of four years: `isRange` floats each column from low to high and `isGroup` sets the models side by side per year.
 * keywords: range, isRange, isGroup, grouped, min max, floating
 * topics: stacking
 * order: 35
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {year: '2021', model: 'Hatchback', price: [6.2, 11.8]},
  {year: '2021', model: 'Sedan', price: [8.9, 15.4]},
  {year: '2021', model: 'SUV', price: [12.1, 21.7]},
  {year: '2022', model: 'Hatchback', price: [7.4, 13.6]},
  {year: '2022', model: 'Sedan', price: [10.2, 17.9]},
  {year: '2022', model: 'SUV', price: [14.8, 25.3]},
  {year: '2023', model: 'Hatchback', price: [7.1, 12.9]},
  {year: '2023', model: 'Sedan', price: [9.6, 16.8]},
  {year: '2023', model: 'SUV', price: [13.9, 23.6]},
  {year: '2024', model: 'Hatchback', price: [6.6, 12.2]},
  {year: '2024', model: 'Sedan', price: [9.1, 15.9]},
  {year: '2024', model: 'SUV', price: [12.7, 22.4]},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="year"
      yField="price"
      seriesField="model"
      isRange
      isGroup
      legend={{position: 'top'}}
      meta={{price: {alias: 'Price paid (k USD)', min: 0, max: 30}}}
      yAxis={{title: {text: 'Price paid (thousand USD)'}}}
      tooltip={{formatter: (d) => ({name: d.model, value: `$${d.price[0]}k – $${d.price[1]}k`})}}
    />
  );
}
