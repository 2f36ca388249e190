/**
 * title: Box plot computed from raw values
 * description: Page load times measured on four kinds of connection; the file computes quartiles, whiskers at 1.5 times the interquartile range and the outliers beyond them from the raw measurements before drawing the boxes.
 * keywords: quartiles, compute, raw data, whiskers, IQR, outliers, Tukey
 * topics: data-shape
 * order: 3
 */
import React from 'react';
import {Box} from '@ant-design/plots';

// Load times in seconds, one number per page view.
const measurements: Record<string, number[]> = {
  Fibre: [0.8, 0.9, 0.9, 1.0, 1.0, 1.1, 1.1, 1.1, 1.2, 1.2, 1.3, 1.3, 1.4, 1.5, 2.6],
  Cable: [1.1, 1.2, 1.3, 1.4, 1.4, 1.5, 1.5, 1.6, 1.6, 1.7, 1.8, 1.9, 2.0, 2.2, 3.4, 3.9],
  '4G': [1.6, 1.9, 2.1, 2.2, 2.4, 2.5, 2.6, 2.7, 2.9, 3.0, 3.2, 3.3, 3.6, 4.1, 4.4],
  '3G': [3.1, 3.6, 4.0, 4.3, 4.6, 4.8, 5.1, 5.4, 5.6, 6.0, 6.3, 6.9, 7.4, 8.2, 12.5],
};

// Linear interpolation between the closest ranks of sorted values.
const quantile = (sorted: number[], p: number) => {
  const index = (sorted.length - 1) * p;
  const below = Math.floor(index);
  return sorted[below] + (sorted[Math.ceil(index)] - sorted[below]) * (index - below);
};
const round = (n: number) => Math.round(n * 100) / 100;

const data = Object.entries(measurements).map(([connection, values]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const fence = 1.5 * (q3 - q1);
  // Whiskers reach the furthest values inside the fences; the rest are outliers.
  const inside = sorted.filter((v) => v >= q1 - fence && v <= q3 + fence);
  return {
    connection,
    low: inside[0],
    q1: round(q1),
    median: round(quantile(sorted, 0.5)),
    q3: round(q3),
    high: inside[inside.length - 1],
    outliers: sorted.filter((v) => v < q1 - fence || v > q3 + fence),
  };
});

export default function Demo() {
  return (
    <Box
      data={data}
      xField="connection"
      yField={['low', 'q1', 'median', 'q3', 'high']}
      outliersField="outliers"
      outliersStyle={{fill: '#F4664A', stroke: '#F4664A'}}
      boxStyle={{fill: '#5AD8A6', fillOpacity: 0.35, stroke: '#2E9E73'}}
      yAxis={{title: {text: 'Page load time (s)'}}}
      meta={{
        connection: {values: Object.keys(measurements), alias: 'Connection'},
        low: {alias: 'Lower whisker'},
        q1: {alias: 'Q1'},
        median: {alias: 'Median'},
        q3: {alias: 'Q3'},
        high: {alias: 'Upper whisker'},
      }}
    />
  );
}
