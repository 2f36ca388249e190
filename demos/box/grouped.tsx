/**
 * title: Grouped box plot
 * description: Daily high temperatures in Oslo and Rome, one pair of boxes per season, set side by side with `groupField` so the two cities can be compared season by season.
 * keywords: grouped, groupField, dodge, side by side, comparison, temperature
 * topics: stacking, dashboards
 * order: 2
 */
import React from 'react';
import {Box} from '@ant-design/plots';

// Five-number summaries of daily highs in °C: [min, Q1, median, Q3, max].
const summaries: [string, string, number[]][] = [
  ['Winter', 'Oslo', [-12, -4, -1, 2, 8]],
  ['Winter', 'Rome', [4, 10, 12, 14, 19]],
  ['Spring', 'Oslo', [-3, 5, 10, 14, 22]],
  ['Spring', 'Rome', [11, 17, 20, 23, 29]],
  ['Summer', 'Oslo', [13, 19, 21, 24, 31]],
  ['Summer', 'Rome', [24, 29, 31, 33, 38]],
  ['Autumn', 'Oslo', [-1, 6, 10, 14, 20]],
  ['Autumn', 'Rome', [12, 18, 21, 24, 30]],
];

const data = summaries.map(([season, city, [low, q1, median, q3, high]]) => ({
  season,
  city,
  low,
  q1,
  median,
  q3,
  high,
}));

export default function Demo() {
  return (
    <Box
      data={data}
      xField="season"
      yField={['low', 'q1', 'median', 'q3', 'high']}
      groupField="city"
      color={['#5B8FF9', '#F6903D']}
      boxStyle={{fillOpacity: 0.5, lineWidth: 1.5}}
      legend={{position: 'top'}}
      yAxis={{title: {text: 'Daily high (°C)'}, min: -15, max: 40}}
      meta={{
        season: {alias: 'Season'},
        city: {alias: 'City'},
        low: {alias: 'Minimum'},
        q1: {alias: 'Q1'},
        median: {alias: 'Median'},
        q3: {alias: 'Q3'},
        high: {alias: 'Maximum'},
      }}
    />
  );
}
