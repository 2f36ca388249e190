/**
 * title: Delivery times
 * description: Minutes from order to doorstep for 50 food deliveries, counted in 5-minute bins set by `binWidth` to show how delivery times are spread.
 * keywords: histogram, distribution, bins, binWidth, frequency
 * topics: basics, data-shape
 * order: 1
 */
import React from 'react';
import {Histogram} from '@ant-design/plots';

const minutes = [
  17, 20, 20, 20, 21, 22, 22, 22, 23, 23, 23, 23, 23, 25, 26, 26, 27, 27, 27, 28, 29, 30, 30, 30, 31, 31, 31, 32, 33,
  33, 33, 33, 33, 34, 34, 37, 37, 40, 40, 42, 43, 43, 47, 49, 50, 50, 50, 56, 58, 59,
];

const data = minutes.map((value, i) => ({order: i + 1, minutes: value}));

export default function Demo() {
  return (
    <Histogram
      data={data}
      binField="minutes"
      binWidth={5}
      meta={{count: {alias: 'Deliveries'}, range: {alias: 'Minutes'}}}
      xAxis={{title: {text: 'Delivery time (minutes)'}}}
      yAxis={{title: {text: 'Number of deliveries'}}}
      columnStyle={{stroke: '#fff', lineWidth: 1}}
    />
  );
}
