/**
 * title: Sparkline with points and a tooltip
 * description: Closing exchange rate of the euro in US dollars over 20 trading days, as a tiny line with small points and a tooltip that shows the day number and the rate to four decimals.
 * keywords: tiny line, sparkline, tooltip, formatter, point, exchange rate
 * topics: tooltip
 * order: 2
 * height: 100
 */
import React from 'react';
import {TinyLine} from '@ant-design/plots';

// 20 trading days, oldest first.
const rates = [
  1.0842, 1.0861, 1.0835, 1.0807, 1.0813, 1.0779, 1.0752, 1.0768, 1.0791, 1.0826, 1.0849, 1.0872, 1.0864, 1.0898,
  1.0921, 1.0905, 1.0887, 1.0913, 1.0946, 1.0932,
];

export default function Demo() {
  return (
    <TinyLine
      data={rates}
      point={{size: 2, style: {fill: '#fff', lineWidth: 1}}}
      meta={{y: {min: 1.07, max: 1.1}}}
      tooltip={{
        showCrosshairs: false,
        customContent: (_title: string, items: {data: {x: string; y: number}}[]) => {
          const datum = items[0]?.data;
          return datum
            ? `<div style="padding: 6px 2px">Day ${Number(datum.x) + 1}: <b>$${datum.y.toFixed(4)}</b></div>`
            : '';
        },
      }}
    />
  );
}
