/**
 * title: Scatter with a shape per category
 * description: Price against battery life of 24 laptops, where `shapeField` gives each operating system its own point shape and `colorField` repeats it in colour, so the groups stay apart in print too.
 * keywords: shapeField, shape, colorField, legend, laptops, symbols
 * topics: shapes
 * order: 4
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const data = [
  {laptop: 'Air 13', os: 'macOS', price: 1099, battery: 18},
  {laptop: 'Air 15', os: 'macOS', price: 1299, battery: 17},
  {laptop: 'Pro 14', os: 'macOS', price: 1999, battery: 16},
  {laptop: 'Pro 16', os: 'macOS', price: 2499, battery: 21},
  {laptop: 'Pro 14 Max', os: 'macOS', price: 3199, battery: 14},
  {laptop: 'Air 13 (older)', os: 'macOS', price: 899, battery: 15},
  {laptop: 'Ultrabook S', os: 'Windows', price: 949, battery: 11},
  {laptop: 'Ultrabook X', os: 'Windows', price: 1399, battery: 13},
  {laptop: 'Gaming 15', os: 'Windows', price: 1599, battery: 5},
  {laptop: 'Gaming 17', os: 'Windows', price: 2299, battery: 4},
  {laptop: 'Business 14', os: 'Windows', price: 1249, battery: 12},
  {laptop: 'Convertible 13', os: 'Windows', price: 1149, battery: 10},
  {laptop: 'Creator 16', os: 'Windows', price: 2599, battery: 8},
  {laptop: 'Budget 15', os: 'Windows', price: 549, battery: 7},
  {laptop: 'Student 14', os: 'Windows', price: 699, battery: 9},
  {laptop: 'Workstation 16', os: 'Windows', price: 2899, battery: 6},
  {laptop: 'Chromebook 11', os: 'ChromeOS', price: 279, battery: 10},
  {laptop: 'Chromebook 14', os: 'ChromeOS', price: 399, battery: 12},
  {laptop: 'Chromebook Flip', os: 'ChromeOS', price: 549, battery: 11},
  {laptop: 'Chromebook Plus', os: 'ChromeOS', price: 649, battery: 13},
  {laptop: 'Chromebook Pro', os: 'ChromeOS', price: 899, battery: 12},
  {laptop: 'Chromebook Go', os: 'ChromeOS', price: 329, battery: 9},
  {laptop: 'Chromebook Duet', os: 'ChromeOS', price: 449, battery: 14},
  {laptop: 'Chromebook Max', os: 'ChromeOS', price: 1099, battery: 10},
];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="price"
      yField="battery"
      colorField="os"
      shapeField="os"
      shape={['circle', 'square', 'triangle']}
      size={6}
      pointStyle={{fillOpacity: 0.8}}
      legend={{position: 'top'}}
      xAxis={{title: {text: 'Price (USD)'}, max: 3500}}
      yAxis={{title: {text: 'Battery life (hours)'}}}
      tooltip={{fields: ['laptop', 'os', 'price', 'battery']}}
      meta={{
        laptop: {alias: 'Laptop'},
        os: {alias: 'Operating system'},
        price: {alias: 'Price (USD)'},
        battery: {alias: 'Battery (h)'},
      }}
    />
  );
}
