/**
 * title: Area with a formatted tooltip
 * description: Monthly mortgage balance of a household over one year (in USD); the tooltip's `formatter` writes the balance as money with a friendly name and its `title` callback spells the month out.
 * keywords: tooltip, formatter, title, currency, number format, toLocaleString
 * topics: tooltip
 * order: 10
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const balance = [212400, 211380, 210350, 209310, 208260, 207200, 206130, 205050, 203960, 202860, 201750, 200630];
const data = balance.map((usd, i) => ({month: `2024-${String(i + 1).padStart(2, '0')}`, usd}));
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const money = (usd: number) =>
  usd.toLocaleString('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});

export default function Demo() {
  return (
    <Area
      data={data}
      xField="month"
      yField="usd"
      meta={{usd: {alias: 'Balance (USD)', min: 190000, max: 215000}}}
      yAxis={{label: {formatter: (v: string) => `$${Number(v) / 1000}k`}}}
      tooltip={{
        title: (month: string) => `${monthNames[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`,
        formatter: (d) => ({name: 'Mortgage balance', value: money(d.usd)}),
      }}
    />
  );
}
