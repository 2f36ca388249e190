/**
 * title: Render a chart
 * description: Yearly downloads of a small open-source library over eight years, drawn with the minimal Line configuration of data, xField and yField.
 * keywords: getting started, render, minimal, line
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const data = [
  {year: '2017', downloads: 12},
  {year: '2018', downloads: 31},
  {year: '2019', downloads: 58},
  {year: '2020', downloads: 104},
  {year: '2021', downloads: 162},
  {year: '2022', downloads: 235},
  {year: '2023', downloads: 318},
  {year: '2024', downloads: 402},
];

export default function Demo() {
  return <Line data={data} xField="year" yField="downloads" />;
}
