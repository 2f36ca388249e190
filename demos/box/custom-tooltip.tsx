/**
 * title: Box plot with a custom tooltip
 * description: House prices in five neighbourhoods; an HTML tooltip written with `customContent` lists each box's five-number summary and the interquartile range computed from it.
 * keywords: tooltip, customContent, html, IQR, five-number summary, house prices
 * topics: tooltip
 * order: 5
 */
import React from 'react';
import {Box} from '@ant-design/plots';

type Summary = {area: string; low: number; q1: number; median: number; q3: number; high: number};

// Prices in thousand GBP.
const data: Summary[] = [
  {area: 'Riverside', low: 210, q1: 265, median: 298, q3: 345, high: 460},
  {area: 'Old Town', low: 280, q1: 340, median: 395, q3: 470, high: 640},
  {area: 'Hillcrest', low: 350, q1: 430, median: 505, q3: 590, high: 820},
  {area: 'Docklands', low: 190, q1: 230, median: 255, q3: 290, high: 380},
  {area: 'Greenfield', low: 240, q1: 300, median: 330, q3: 372, high: 455},
];

const line = (label: string, value: string) =>
  `<div style="display: flex; justify-content: space-between; gap: 20px; margin-top: 4px"><span>${label}</span><b>${value}</b></div>`;

export default function Demo() {
  return (
    <Box
      data={data}
      xField="area"
      yField={['low', 'q1', 'median', 'q3', 'high']}
      boxStyle={{fill: '#9270CA', fillOpacity: 0.3, stroke: '#9270CA'}}
      yAxis={{title: {text: 'Sale price (thousand GBP)'}}}
      meta={{
        area: {alias: 'Neighbourhood'},
        low: {alias: 'Minimum'},
        q1: {alias: 'Q1'},
        median: {alias: 'Median'},
        q3: {alias: 'Q3'},
        high: {alias: 'Maximum'},
      }}
      tooltip={{
        customContent: (title: string, items: {data: Summary}[]) => {
          const d = items?.[0]?.data;
          if (!d) return '';
          const k = (v: number) => `£${v}k`;
          return `<div style="padding: 8px 2px; min-width: 170px">
              <div style="font-weight: 600; margin-bottom: 6px">${title}</div>
              ${line('Maximum', k(d.high))}
              ${line('Upper quartile', k(d.q3))}
              ${line('Median', k(d.median))}
              ${line('Lower quartile', k(d.q1))}
              ${line('Minimum', k(d.low))}
              <div style="border-top: 1px solid #eee; margin-top: 6px; padding-top: 2px">
                ${line('Interquartile range', k(d.q3 - d.q1))}
              </div>
            </div>`;
        },
      }}
    />
  );
}
