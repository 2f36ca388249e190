/**
 * title: Candlestick with a custom tooltip
 * description: Four weeks of daily prices of a fictional stock; an HTML tooltip written with `customContent` shows the four prices and the day's change in percent, green when the stock rose and red when it fell.
 * keywords: tooltip, customContent, html, change, percent, OHLC
 * topics: tooltip, stacking
 * order: 6
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
let seed = 918273;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const round = (n: number) => Math.round(n * 100) / 100;

type Candle = {date: string; open: number; close: number; high: number; low: number};

let close = 153;
const data: Candle[] = tradingDays('2024-10-01', 20).map((date) => {
  const open = close * (1 + (random() - 0.5) * 0.01);
  close = open * (1 + (random() - 0.5) * 0.03);
  const high = Math.max(open, close) * (1 + random() * 0.01);
  const low = Math.min(open, close) * (1 - random() * 0.01);
  return {date, open: round(open), close: round(close), high: round(high), low: round(low)};
});

const row = (label: string, value: string, color = 'inherit') =>
  `<div style="display: flex; justify-content: space-between; gap: 24px; margin-top: 4px">
     <span>${label}</span><b style="color: ${color}">${value}</b>
   </div>`;

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
        // Only the vertical crosshair: the price is in the card.
        crosshairs: {type: 'x'},
        customContent: (title: string, items: {data: Candle}[]) => {
          const d = items?.[0]?.data;
          if (!d) return '';
          const change = ((d.close - d.open) / d.open) * 100;
          const color = change >= 0 ? '#2E9E73' : '#E8684A';
          return `<div style="padding: 8px 2px; min-width: 160px">
              <div style="font-weight: 600; margin-bottom: 6px">${title}</div>
              ${row('Open', d.open.toFixed(2))}
              ${row('High', d.high.toFixed(2))}
              ${row('Low', d.low.toFixed(2))}
              ${row('Close', d.close.toFixed(2))}
              ${row('Change', `${change >= 0 ? '+' : ''}${change.toFixed(2)} %`, color)}
            </div>`;
        },
      }}
    />
  );
}
