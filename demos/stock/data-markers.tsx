/**
 * title: Candlestick with data markers
 * description: Daily prices of a fictional stock over six weeks, with `dataMarker` annotations on the day it gapped up after earnings and on the period's highest high, both found from the data.
 * keywords: annotations, dataMarker, earnings, gap, highest, marker, event
 * topics: annotations
 * order: 4
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
let seed = 7719;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const round = (n: number) => Math.round(n * 100) / 100;

const days = tradingDays('2024-07-01', 30);
const earningsDay = days[12];
let close = 112;
const data = days.map((date) => {
  // The open after earnings gaps 7 % above the previous close.
  const open = date === earningsDay ? close * 1.07 : close * (1 + (random() - 0.5) * 0.01);
  close = open * (1 + (random() - 0.48) * 0.03);
  const high = Math.max(open, close) * (1 + random() * 0.01);
  const low = Math.min(open, close) * (1 - random() * 0.01);
  return {date, open: round(open), close: round(close), high: round(high), low: round(low)};
});

const earnings = data.find((d) => d.date === earningsDay)!;
const peak = data.reduce((best, d) => (d.high > best.high ? d : best));

export default function Demo() {
  return (
    <Stock
      data={data}
      xField="date"
      yField={['open', 'close', 'high', 'low']}
      risingFill="#26A69A"
      fallingFill="#EF5350"
      appendPadding={[0, 24, 0, 0]}
      yAxis={{title: {text: 'Price (USD)'}, max: Math.ceil(peak.high + 4)}}
      meta={{open: {alias: 'Open'}, close: {alias: 'Close'}, high: {alias: 'High'}, low: {alias: 'Low'}}}
      annotations={[
        {
          type: 'dataMarker',
          position: [earnings.date, earnings.low],
          direction: 'downward',
          point: {style: {fill: '#1890FF', stroke: '#1890FF', r: 4}},
          line: {length: 30},
          text: {content: 'Earnings beat', style: {fill: '#1890FF', textAlign: 'center'}},
        },
        {
          type: 'dataMarker',
          position: [peak.date, peak.high],
          point: {style: {fill: '#C8612F', stroke: '#C8612F', r: 4}},
          line: {length: 20},
          text: {content: `High ${peak.high.toFixed(2)}`, style: {fill: '#C8612F', textAlign: 'center'}},
        },
      ]}
    />
  );
}
