/**
 * title: Rose with pattern fills
 * description: Electricity a home used in each season, stacked by heating, appliances and lighting; the `pattern` callback gives each use its own texture (dots, stripes, squares) over its colour.
 * keywords: rose, pattern, texture, stacked, dot, line, square, accessibility
 * topics: pattern, stacking
 * order: 9
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];
const kwh: Record<string, number[]> = {
  Heating: [420, 60, 510, 1240],
  Appliances: [610, 580, 630, 690],
  Lighting: [160, 110, 210, 290],
};

const data = Object.entries(kwh).flatMap(([use, values]) =>
  values.map((value, i) => ({season: seasons[i], use, kwh: value})),
);

const patternTypes: Record<string, 'dot' | 'line' | 'square'> = {
  Heating: 'dot',
  Appliances: 'line',
  Lighting: 'square',
};

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="season"
      yField="kwh"
      seriesField="use"
      isStack
      radius={0.9}
      label={false}
      legend={{position: 'bottom'}}
      meta={{kwh: {alias: 'Electricity (kWh)'}, season: {range: [1 / 8, 1 - 1 / 8]}}}
      xAxis={{line: null, tickLine: null, grid: null}}
      pattern={(datum, color) => ({
        type: patternTypes[datum.use],
        cfg: {backgroundColor: color, fill: '#fff', stroke: '#fff', size: 4, padding: 3, spacing: 5, lineWidth: 2},
      })}
    />
  );
}
