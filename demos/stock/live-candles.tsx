/**
 * title: Candlestick that adds a candle every second
 * description: Simulated one-minute candles of a fictional stock, one new candle appended every second by a `setInterval` in `useEffect` from a seeded generator. The chart keeps the latest 40 candles; each window goes to the drawn plot's `changeData` (kept from `onReady`), so the candles shift along instead of growing in again, as they would with a new `data` prop in 1.x. The interval is cleared when the component unmounts.
 * keywords: real-time, live, streaming, data update, useEffect, setInterval, ticker
 * topics: data-update
 * order: 11
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {Stock, type StockConfig} from '@ant-design/plots';

const WINDOW = 40;

type Candle = {time: string; open: number; close: number; high: number; low: number};

// Small seeded generator (a Park-Miller LCG): the same stream of prices on every run.
const generator = (seed: number) => () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const round = (n: number) => Math.round(n * 100) / 100;
// Minute m after 09:30 as 'HH:MM'.
const clock = (m: number) => {
  const minutes = 9 * 60 + 30 + m;
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

// The next candle opens at the previous close.
const nextCandle = (random: () => number, minute: number, previousClose: number): Candle => {
  const open = previousClose;
  const close = open * (1 + (random() - 0.5) * 0.012);
  return {
    time: clock(minute),
    open: round(open),
    close: round(close),
    high: round(Math.max(open, close) * (1 + random() * 0.004)),
    low: round(Math.min(open, close) * (1 - random() * 0.004)),
  };
};

function firstCandles(random: () => number) {
  const candles: Candle[] = [];
  let close = 74.2;
  for (let m = 0; m < WINDOW; m += 1) {
    candles.push(nextCandle(random, m, close));
    close = candles[m].close;
  }
  return candles;
}

const meta = {
  // 'HH:MM' labels are categories; the default timeCat scale expects full dates.
  time: {type: 'cat', alias: 'Time'},
  open: {alias: 'Open'},
  close: {alias: 'Close'},
  high: {alias: 'High'},
  low: {alias: 'Low'},
};

type StockPlot = Parameters<NonNullable<StockConfig['onReady']>>[0];

export default function Demo() {
  // Made once: the component is handed these first candles and never new data (below).
  const [first] = useState(() => {
    const random = generator(777);
    return {random, data: firstCandles(random)};
  });
  const plot = useRef<StockPlot | null>(null);
  const onReady = useCallback((instance: StockPlot) => {
    plot.current = instance;
  }, []);

  // Each new window goes to the drawn plot's `changeData()`, which moves the candles along. A new
  // `data` prop would redraw the chart from scratch in 1.x (the component calls `render()` after
  // `changeData()`), growing all 40 candles in again every second.
  useEffect(() => {
    let data = first.data;
    let minute = WINDOW;
    const timer = setInterval(() => {
      data = [...data.slice(1), nextCandle(first.random, minute, data[data.length - 1].close)];
      minute += 1;
      plot.current?.changeData(data);
    }, 1000);
    return () => clearInterval(timer);
  }, [first]);

  return (
    <Stock
      data={first.data}
      xField="time"
      yField={['open', 'close', 'high', 'low']}
      risingFill="#26A69A"
      fallingFill="#EF5350"
      meta={meta}
      yAxis={{title: {text: 'Price (USD)'}}}
      onReady={onReady}
    />
  );
}
