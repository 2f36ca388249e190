/**
 * title: Candlestick with a highlighted period
 * description: Two months of daily prices of a fictional stock, with a shaded `region` annotation and a `text` annotation marking the five trading days of a product-launch week.
 * keywords: annotations, region, highlight, period, event, text
 * topics: annotations
 * order: 5
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
let seed = 3301;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const round = (n: number) => Math.round(n * 100) / 100;

const days = tradingDays('2024-09-02', 43);
let close = 27;
const data = days.map((date) => {
  const open = close * (1 + (random() - 0.5) * 0.012);
  close = open * (1 + (random() - 0.46) * 0.03);
  const high = Math.max(open, close) * (1 + random() * 0.012);
  const low = Math.min(open, close) * (1 - random() * 0.012);
  return {date, open: round(open), close: round(close), high: round(high), low: round(low)};
});

// The launch week: Monday 2024-09-23 to Friday 2024-09-27.
const weekStart = '2024-09-23';
const weekEnd = '2024-09-27';

export default function Demo() {
  return (
    <Stock
      data={data}
      xField="date"
      yField={['open', 'close', 'high', 'low']}
      risingFill="#26A69A"
      fallingFill="#EF5350"
      appendPadding={[0, 24, 0, 0]}
      yAxis={{title: {text: 'Price (USD)'}}}
      meta={{open: {alias: 'Open'}, close: {alias: 'Close'}, high: {alias: 'High'}, low: {alias: 'Low'}}}
      annotations={[
        {
          type: 'region',
          start: [weekStart, 'min'],
          end: [weekEnd, 'max'],
          style: {fill: '#FADB14', fillOpacity: 0.18},
        },
        {
          type: 'text',
          position: [weekStart, 'max'],
          content: 'Launch week',
          offsetY: 14,
          style: {fill: '#AD8B00', fontSize: 12, textAlign: 'left'},
        },
      ]}
    />
  );
}
