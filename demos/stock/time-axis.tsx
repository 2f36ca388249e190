/**
 * title: Candlestick on a time axis
 * description: Five weeks of daily prices of a fictional stock on a continuous `time` scale set in `meta`, so weekends and the market holiday on 2024-05-27 show as gaps; ticks are one week apart and labelled by date.
 * keywords: time axis, type time, mask, tickInterval, dates, gaps, weekends
 * topics: axis, data-shape
 * order: 3
 */
import React from 'react';
import {Stock} from '@ant-design/plots';

// [date, open, close, high, low]; no row for weekends nor for the holiday on 2024-05-27.
const rows: [string, number, number, number, number][] = [
  ['2024-05-06', 41.2, 41.85, 42.1, 40.9],
  ['2024-05-07', 41.9, 42.6, 42.95, 41.7],
  ['2024-05-08', 42.55, 42.1, 42.9, 41.85],
  ['2024-05-09', 42.05, 42.9, 43.2, 41.95],
  ['2024-05-10', 42.95, 43.4, 43.75, 42.7],
  ['2024-05-13', 43.5, 43.05, 43.8, 42.8],
  ['2024-05-14', 43.0, 42.35, 43.15, 42.1],
  ['2024-05-15', 42.4, 42.95, 43.1, 42.05],
  ['2024-05-16', 43.0, 43.85, 44.2, 42.9],
  ['2024-05-17', 43.9, 44.3, 44.6, 43.55],
  ['2024-05-20', 44.25, 43.6, 44.4, 43.3],
  ['2024-05-21', 43.55, 43.9, 44.15, 43.2],
  ['2024-05-22', 43.95, 44.7, 45.05, 43.8],
  ['2024-05-23', 44.75, 44.2, 45.1, 43.95],
  ['2024-05-24', 44.1, 44.85, 45.0, 43.9],
  ['2024-05-28', 45.1, 45.6, 45.95, 44.85],
  ['2024-05-29', 45.55, 45.05, 45.8, 44.7],
  ['2024-05-30', 45.0, 44.4, 45.2, 44.1],
  ['2024-05-31', 44.45, 45.2, 45.4, 44.2],
  ['2024-06-03', 45.3, 45.95, 46.3, 45.1],
  ['2024-06-04', 45.9, 46.4, 46.75, 45.6],
  ['2024-06-05', 46.45, 46.0, 46.8, 45.7],
  ['2024-06-06', 46.05, 46.7, 46.95, 45.85],
  ['2024-06-07', 46.75, 47.3, 47.6, 46.5],
];
const data = rows.map(([date, open, close, high, low]) => ({date, open, close, high, low}));

export default function Demo() {
  return (
    <Stock
      data={data}
      xField="date"
      yField={['open', 'close', 'high', 'low']}
      risingFill="#26A69A"
      fallingFill="#EF5350"
      meta={{
        // A 'time' scale places each day by its date instead of side by side ('timeCat', the default).
        date: {type: 'time', mask: 'MMM D', tickInterval: 7 * 24 * 3600 * 1000},
        open: {alias: 'Open'},
        close: {alias: 'Close'},
        high: {alias: 'High'},
        low: {alias: 'Low'},
      }}
      yAxis={{title: {text: 'Price (USD)'}}}
    />
  );
}
