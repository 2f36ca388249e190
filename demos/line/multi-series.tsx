/**
 * title: Multiple series
 * description: Average monthly high temperatures of three cities over one year, one line per city split by `seriesField`, with the legend on top.
 * keywords: multi-series, comparison, seriesField, legend, temperature
 * topics: legend
 * order: 2
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const highs: Record<string, number[]> = {
  London: [8, 9, 12, 15, 18, 21, 23, 23, 20, 16, 11, 9],
  Madrid: [10, 12, 16, 18, 22, 28, 32, 31, 26, 20, 14, 10],
  Sydney: [26, 26, 25, 23, 20, 18, 17, 19, 21, 23, 24, 26],
};
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const data = Object.entries(highs).flatMap(([city, values]) =>
  values.map((temperature, i) => ({month: months[i], city, temperature})),
);

export default function Demo() {
  return (
    <Line
      data={data}
      xField="month"
      yField="temperature"
      seriesField="city"
      legend={{position: 'top'}}
      yAxis={{title: {text: 'Average high (°C)'}}}
      tooltip={{formatter: (d) => ({name: d.city, value: `${d.temperature} °C`})}}
    />
  );
}
