/**
 * title: Candlestick
 * description: Daily open, close, high and low prices of a stock over 22 trading days, the four fields given in that order to `yField`, one candle per day coloured by `risingFill` (green) and `fallingFill` (red).
 * keywords: stock, candlestick, OHLC, k-line, finance
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Stock} from '@ant-design/plots';

const dates = [
  '2024-03-01',
  '2024-03-04',
  '2024-03-05',
  '2024-03-06',
  '2024-03-07',
  '2024-03-08',
  '2024-03-11',
  '2024-03-12',
  '2024-03-13',
  '2024-03-14',
  '2024-03-15',
  '2024-03-18',
  '2024-03-19',
  '2024-03-20',
  '2024-03-21',
  '2024-03-22',
  '2024-03-25',
  '2024-03-26',
  '2024-03-27',
  '2024-03-28',
  '2024-04-01',
  '2024-04-02',
];
// [open, close, high, low] in USD
const prices: [number, number, number, number][] = [
  [182.4, 179.97, 184.38, 178.34],
  [180.95, 179.52, 182.87, 178.59],
  [179.59, 178.91, 180.54, 177.1],
  [178.65, 180.07, 181.16, 177.34],
  [180.35, 178.52, 181.88, 178.48],
  [178.62, 177.04, 179.9, 175.13],
  [177.26, 174.84, 177.38, 172.98],
  [174.67, 175.17, 175.41, 173.17],
  [175.92, 176.08, 177.2, 174.52],
  [175.51, 174.35, 176.5, 172.83],
  [174.52, 174.18, 176.33, 174.09],
  [174.44, 175.82, 176.22, 174.0],
  [176.57, 178.63, 180.8, 175.71],
  [178.09, 180.71, 181.24, 177.1],
  [180.72, 178.72, 180.9, 176.61],
  [178.26, 178.92, 179.94, 176.44],
  [179.64, 180.11, 181.21, 179.5],
  [180.97, 182.45, 183.61, 178.99],
  [182.15, 179.86, 183.4, 179.7],
  [180.55, 179.05, 181.01, 178.23],
  [178.36, 179.74, 180.87, 177.74],
  [178.94, 178.26, 179.12, 176.34],
];

const data = prices.map(([open, close, high, low], i) => ({date: dates[i], open, close, high, low}));

export default function Demo() {
  return (
    <Stock
      data={data}
      xField="date"
      yField={['open', 'close', 'high', 'low']}
      risingFill="#26A69A"
      fallingFill="#EF5350"
      meta={{
        date: {type: 'cat'},
        open: {alias: 'Open'},
        close: {alias: 'Close'},
        high: {alias: 'High'},
        low: {alias: 'Low'},
      }}
      xAxis={{label: {autoHide: true}}}
      yAxis={{title: {text: 'Price (USD)'}}}
    />
  );
}
