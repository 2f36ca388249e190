/**
 * title: Hollow candlesticks
 * description: Daily prices of a fictional stock over four weeks, with a `stockStyle` callback drawing rising days as hollow outlined candles and falling days as filled ones.
 * keywords: stockStyle, hollow, style, outline, candle, custom style
 * topics: colors
 * order: 9
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
let seed = 1234567;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const round = (n: number) => Math.round(n * 100) / 100;

let close = 310;
const data = tradingDays('2024-08-05', 20).map((date) => {
  const open = close * (1 + (random() - 0.5) * 0.01);
  close = open * (1 + (random() - 0.48) * 0.03);
  const high = Math.max(open, close) * (1 + random() * 0.01);
  const low = Math.min(open, close) * (1 - random() * 0.01);
  return {date, open: round(open), close: round(close), high: round(high), low: round(low)};
});

export default function Demo() {
  return (
    <Stock
      data={data}
      xField="date"
      yField={['open', 'close', 'high', 'low']}
      appendPadding={[0, 24, 0, 0]}
      risingFill="#26A69A"
      fallingFill="#EF5350"
      // Each candle gets its own style: a white body for a rise, the falling colour for a fall.
      stockStyle={(d: {open: number; close: number}) =>
        d.close >= d.open
          ? {fill: '#fff', stroke: '#26A69A', lineWidth: 1.5}
          : {fill: '#EF5350', stroke: '#EF5350', lineWidth: 1.5}
      }
      yAxis={{title: {text: 'Price (USD)'}}}
      meta={{open: {alias: 'Open'}, close: {alias: 'Close'}, high: {alias: 'High'}, low: {alias: 'Low'}}}
    />
  );
}
