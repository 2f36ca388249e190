/**
 * title: Candlestick with red rising candles
 * description: Daily prices of a fictional stock over four weeks coloured the way East Asian markets do it, red for a day that closed higher and green for a day that closed lower, set with `risingFill` and `fallingFill`.
 * keywords: risingFill, fallingFill, color, red up, green down, China, Japan
 * topics: colors
 * order: 8
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
let seed = 4242;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const round = (n: number) => Math.round(n * 100) / 100;

let close = 21;
const data = tradingDays('2024-04-01', 20).map((date) => {
  const open = close * (1 + (random() - 0.5) * 0.01);
  close = open * (1 + (random() - 0.48) * 0.035);
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
      appendPadding={[0, 24, 0, 0]}
      risingFill="#F5222D"
      fallingFill="#389E0D"
      yAxis={{title: {text: 'Price (CNY)'}}}
      meta={{open: {alias: 'Open'}, close: {alias: 'Close'}, high: {alias: 'High'}, low: {alias: 'Low'}}}
    />
  );
}
