/**
 * title: Basic box plot
 * description: Annual salaries in five departments of a company: `yField` lists the minimum, quartiles, median and maximum fields that draw each box, and `outliersField` adds the departments' outliers as points.
 * keywords: box plot, distribution, quartiles, median, salary, statistics
 * topics: basics, data-shape
 * order: 1
 */
import React from 'react';
import {Box} from '@ant-design/plots';

const data = [
  {department: 'Engineering', low: 62, q1: 84, median: 98, q3: 118, high: 165, outliers: [182, 195]},
  {department: 'Sales', low: 41, q1: 55, median: 67, q3: 86, high: 128, outliers: [151]},
  {department: 'Marketing', low: 45, q1: 58, median: 69, q3: 81, high: 109, outliers: []},
  {department: 'Support', low: 34, q1: 41, median: 46, q3: 53, high: 68, outliers: [79]},
  {department: 'Finance', low: 52, q1: 66, median: 78, q3: 92, high: 131, outliers: []},
];

export default function Demo() {
  return (
    <Box
      data={data}
      xField="department"
      yField={['low', 'q1', 'median', 'q3', 'high']}
      outliersField="outliers"
      outliersStyle={{fill: '#F6903D'}}
      boxStyle={{stroke: '#545454', fill: '#1890FF', fillOpacity: 0.3}}
      yAxis={{title: {text: 'Annual salary (thousand USD)'}}}
      meta={{
        // List the categories so the outlier points line up with the boxes even when a department has none.
        department: {values: data.map((d) => d.department)},
        low: {alias: 'Minimum'},
        q1: {alias: 'Q1'},
        median: {alias: 'Median'},
        q3: {alias: 'Q3'},
        high: {alias: 'Maximum'},
      }}
    />
  );
}
