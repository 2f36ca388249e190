/**
 * title: Several lines on each axis
 * description: Daily closing prices of two stocks as lines on the left axis and their trading volume as dashed lines on the right axis over two trading weeks, each `geometryOptions` entry split by its own `seriesField`.
 * keywords: dual axes, multi line, seriesField, stocks, volume, price
 * topics: axis
 * order: 18
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const days = ['Jun 3', 'Jun 4', 'Jun 5', 'Jun 6', 'Jun 7', 'Jun 10', 'Jun 11', 'Jun 12', 'Jun 13', 'Jun 14'];
const stocks: Record<string, {close: number[]; volume: number[]}> = {
  ALFA: {
    close: [182.4, 184.1, 186.9, 185.3, 188.2, 190.6, 189.1, 193.4, 195.0, 194.2],
    volume: [41, 38, 52, 44, 47, 61, 39, 58, 55, 42],
  },
  BETA: {
    close: [121.8, 120.4, 118.9, 122.5, 124.0, 123.1, 126.7, 128.3, 127.2, 129.9],
    volume: [22, 27, 31, 24, 20, 26, 33, 29, 25, 23],
  },
};

const prices = Object.entries(stocks).flatMap(([ticker, s]) =>
  days.map((day, i) => ({day, ticker: `${ticker} close`, close: s.close[i]})),
);
const volumes = Object.entries(stocks).flatMap(([ticker, s]) =>
  days.map((day, i) => ({day, ticker: `${ticker} volume`, volume: s.volume[i]})),
);

export default function Demo() {
  return (
    <DualAxes
      data={[prices, volumes]}
      xField="day"
      yField={['close', 'volume']}
      meta={{close: {alias: 'Closing price ($)'}, volume: {alias: 'Volume (M shares)'}}}
      yAxis={{
        close: {min: 100, max: 200, title: {text: 'Closing price ($)'}},
        volume: {min: 0, max: 120, title: {text: 'Volume (M shares)'}},
      }}
      geometryOptions={[
        {geometry: 'line', seriesField: 'ticker', color: ['#5B8FF9', '#5AD8A6'], point: {size: 3}},
        {
          geometry: 'line',
          seriesField: 'ticker',
          color: ['#9DB6F5', '#9EE8C9'],
          lineStyle: {lineDash: [4, 4]},
        },
      ]}
      legend={{position: 'top'}}
    />
  );
}
