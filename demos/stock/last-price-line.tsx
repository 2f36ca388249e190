/**
 * title: Candlestick with a last-price line
 * description: Four weeks of daily prices of a fictional stock, with a dashed `line` annotation at the latest close and a `text` annotation with a coloured `background` giving its value on the right edge, as trading apps show it.
 * keywords: annotations, line, last price, close, price tag, reference line
 * topics: annotations
 * order: 12
 */
import React from 'react';
import {Stock} from '@ant-design/plots';

// [open, close, high, low] in USD for 20 trading days from 2024-11-04.
const prices: [number, number, number, number][] = [
  [58.2, 58.9, 59.3, 57.8],
  [58.9, 58.4, 59.4, 58.1],
  [58.5, 59.6, 59.9, 58.3],
  [59.5, 60.4, 60.8, 59.2],
  [60.5, 60.1, 61.0, 59.7],
  [60.0, 61.2, 61.5, 59.8],
  [61.3, 61.0, 61.9, 60.6],
  [60.9, 60.2, 61.2, 59.9],
  [60.3, 59.5, 60.6, 59.1],
  [59.4, 60.3, 60.5, 59.0],
  [60.4, 61.5, 61.8, 60.2],
  [61.6, 62.3, 62.7, 61.3],
  [62.4, 61.9, 62.9, 61.6],
  [61.8, 62.8, 63.1, 61.5],
  [62.9, 63.4, 63.9, 62.6],
  [63.3, 62.7, 63.6, 62.3],
  [62.6, 63.5, 63.8, 62.2],
  [63.6, 64.2, 64.6, 63.3],
  [64.1, 63.6, 64.4, 63.2],
  [63.7, 64.5, 64.8, 63.4],
];
// Weekdays only: 2024-11-04 is a Monday.
const dates = Array.from({length: prices.length}, (_, i) => {
  const day = 4 + Math.floor(i / 5) * 7 + (i % 5);
  return day <= 30 ? `2024-11-${String(day).padStart(2, '0')}` : `2024-12-${String(day - 30).padStart(2, '0')}`;
});
const data = prices.map(([open, close, high, low], i) => ({date: dates[i], open, close, high, low}));

const last = data[data.length - 1];
const lastColor = last.close >= last.open ? '#26A69A' : '#EF5350';

export default function Demo() {
  return (
    <Stock
      data={data}
      xField="date"
      yField={['open', 'close', 'high', 'low']}
      risingFill="#26A69A"
      fallingFill="#EF5350"
      appendPadding={[0, 56, 0, 0]}
      yAxis={{title: {text: 'Price (USD)'}}}
      meta={{open: {alias: 'Open'}, close: {alias: 'Close'}, high: {alias: 'High'}, low: {alias: 'Low'}}}
      annotations={[
        {
          type: 'line',
          start: ['start', last.close],
          end: ['end', last.close],
          style: {stroke: lastColor, lineDash: [3, 3], lineWidth: 1},
        },
        {
          type: 'text',
          position: ['end', last.close],
          content: last.close.toFixed(2),
          offsetX: 8,
          style: {fill: '#fff', fontSize: 12, textAlign: 'left', textBaseline: 'middle'},
          background: {padding: [4, 6], style: {fill: lastColor, radius: 2}},
        },
      ]}
    />
  );
}
