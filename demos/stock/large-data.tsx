/**
 * title: Candlestick with three years of data
 * description: 780 daily candles (three years of trading days) of a fictional stock from a seeded random walk in the file, drawn with `animation` off and a `slider` set to the last 20 % of the range.
 * keywords: large data, many candles, performance, slider, animation off, years
 * topics: large-data
 * order: 10
 */
import React from 'react';
import {Stock} from '@ant-design/plots';

// Trading days (Monday to Friday) from a start date, as 'YYYY-MM-DD'.
function tradingDays(start: string, count: number) {
  const days: string[] = [];
  const day = new Date(`${start}T00:00:00Z`);
  while (days.length < count) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

// Small seeded generator (a Park-Miller LCG) so the prices are the same on every render.
let seed = 2022;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const round = (n: number) => Math.round(n * 100) / 100;

let close = 35;
const data = tradingDays('2022-01-03', 780).map((date) => {
  const open = close * (1 + (random() - 0.5) * 0.012);
  close = open * (1 + (random() - 0.485) * 0.035);
  const high = Math.max(open, close) * (1 + random() * 0.012);
  const low = Math.min(open, close) * (1 - random() * 0.012);
  return {date, open: round(open), close: round(close), high: round(high), low: round(low)};
});

export default function Demo() {
  return (
    <Stock
      data={data}
      xField="date"
      yField={['open', 'close', 'high', 'low']}
      risingFill="#26A69A"
      fallingFill="#EF5350"
      appendPadding={[0, 24, 0, 0]}
      // Tuned for many candles: no entry animation, and the slider shows a slice at a time.
      animation={false}
      slider={{start: 0.8, end: 1}}
      yAxis={{title: {text: 'Price (USD)'}}}
      meta={{open: {alias: 'Open'}, close: {alias: 'Close'}, high: {alias: 'High'}, low: {alias: 'Low'}}}
    />
  );
}
