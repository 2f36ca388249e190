/**
 * title: Rose with petals sorted by size
 * description: Downloads of a mobile app in ten countries in one week, sorted from largest to smallest before drawing so the petals shrink clockwise like a spiral.
 * keywords: rose, sort, descending, ranking, spiral, downloads
 * topics: shapes
 * order: 7
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const downloads = [
  {country: 'Brazil', downloads: 18200},
  {country: 'India', downloads: 41500},
  {country: 'Indonesia', downloads: 15800},
  {country: 'USA', downloads: 32700},
  {country: 'Mexico', downloads: 9600},
  {country: 'Germany', downloads: 7400},
  {country: 'Turkey', downloads: 8800},
  {country: 'Nigeria', downloads: 6100},
  {country: 'Philippines', downloads: 11300},
  {country: 'Vietnam', downloads: 12900},
];

const data = [...downloads].sort((a, b) => b.downloads - a.downloads);

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="country"
      yField="downloads"
      seriesField="country"
      radius={0.9}
      label={false}
      legend={false}
      meta={{downloads: {alias: 'Downloads', formatter: (v: number) => v.toLocaleString('en-US')}}}
      xAxis={{line: null, tickLine: null, grid: {line: {style: {stroke: '#e8e8e8'}}}}}
    />
  );
}
