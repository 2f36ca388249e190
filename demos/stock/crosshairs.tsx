/**
 * title: Candlestick with custom crosshairs
 * description: Daily prices of a fictional stock over four weeks; `tooltip.crosshairs` of type `xy` with `follow` draws dashed lines through the pointer, with tags for the date at the bottom and the price under the pointer on the left.
 * keywords: crosshairs, tooltip, follow, cursor, price line, showCrosshairs
 * topics: tooltip
 * order: 7
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
let seed = 55;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const round = (n: number) => Math.round(n * 100) / 100;

let close = 88;
const data = tradingDays('2024-02-05', 20).map((date) => {
  const open = close * (1 + (random() - 0.5) * 0.01);
  close = open * (1 + (random() - 0.5) * 0.03);
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
      risingFill="#26A69A"
      fallingFill="#EF5350"
      appendPadding={[0, 24, 0, 0]}
      yAxis={{title: {text: 'Price (USD)'}}}
      meta={{open: {alias: 'Open'}, close: {alias: 'Close'}, high: {alias: 'High'}, low: {alias: 'Low'}}}
      tooltip={{
        crosshairs: {
          type: 'xy',
          follow: true,
          line: {style: {stroke: '#595959', lineWidth: 1, lineDash: [4, 3]}},
          text: (type: string, defaultContent: string, items: {title: string}[]) => ({
            position: type === 'y' ? 'start' : 'end',
            content: type === 'x' ? (items?.[0]?.title ?? defaultContent) : Number(defaultContent).toFixed(2),
            style: {fill: '#fff', fontSize: 11},
          }),
          textBackground: {padding: [3, 6], style: {fill: '#1D39C4', radius: 2}},
        },
      }}
    />
  );
}
