/**
 * title: Line tooltip with extra fields
 * description: Closing price of a share over ten trading days; `tooltip.fields` passes the date, close, volume and daily change to the formatter, so the tooltip shows more than the plotted value.
 * keywords: tooltip, fields, formatter, extra fields, stock, volume
 * topics: tooltip
 * order: 22
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const data = [
  {date: '2024-03-04', close: 48.1, volume: 1.92, change: 0.6},
  {date: '2024-03-05', close: 47.3, volume: 2.41, change: -1.7},
  {date: '2024-03-06', close: 47.9, volume: 1.75, change: 1.3},
  {date: '2024-03-07', close: 49.6, volume: 3.08, change: 3.5},
  {date: '2024-03-08', close: 50.2, volume: 2.66, change: 1.2},
  {date: '2024-03-11', close: 49.8, volume: 1.58, change: -0.8},
  {date: '2024-03-12', close: 51.4, volume: 2.97, change: 3.2},
  {date: '2024-03-13', close: 51.1, volume: 1.83, change: -0.6},
  {date: '2024-03-14', close: 52.7, volume: 3.35, change: 3.1},
  {date: '2024-03-15', close: 52.3, volume: 2.12, change: -0.8},
];

export default function Demo() {
  return (
    <Line
      data={data}
      xField="date"
      yField="close"
      point={{size: 4}}
      meta={{close: {alias: 'Closing price (USD)'}}}
      yAxis={{min: 44, title: {text: 'Closing price (USD)'}}}
      tooltip={{
        fields: ['date', 'close', 'volume', 'change'],
        formatter: ({close, volume, change}) => ({
          name: 'Close',
          value: `$${close.toFixed(2)} · ${change > 0 ? '+' : ''}${change.toFixed(1)}% · ${volume.toFixed(2)}M shares`,
        }),
      }}
    />
  );
}
