/**
 * title: Area with highlighted periods
 * description: Daily orders of an online toy shop from 1 November to 31 December 2024, with two `region` annotations shading the Black Friday weekend and the last week before Christmas, each with a text label.
 * keywords: annotations, region, highlight period, shaded band, text, events, seasonality
 * topics: annotations
 * order: 12
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const day = (i: number) => new Date(Date.UTC(2024, 10, 1 + i)).toISOString().slice(0, 10);

// 61 days: 1 November to 31 December 2024.
const data = Array.from({length: 61}, (_, i) => {
  const date = day(i);
  const blackFriday = date >= '2024-11-29' && date <= '2024-12-02' ? 900 : 0;
  const christmasRush = date >= '2024-12-16' && date <= '2024-12-22' ? 650 : 0;
  const afterChristmas = date >= '2024-12-24' ? -250 : 0;
  return {date, orders: 420 + i * 6 + ((i * 7) % 5) * 25 + blackFriday + christmasRush + afterChristmas};
});

export default function Demo() {
  return (
    <Area
      data={data}
      xField="date"
      yField="orders"
      meta={{orders: {alias: 'Orders', min: 0, max: 2000}}}
      xAxis={{tickCount: 7}}
      yAxis={{title: {text: 'Orders per day'}}}
      annotations={[
        {
          type: 'region',
          start: ['2024-11-29', 'min'],
          end: ['2024-12-02', 'max'],
          style: {fill: '#FAAD14', fillOpacity: 0.2},
        },
        {
          type: 'text',
          position: ['2024-11-29', 'max'],
          content: 'Black Friday weekend',
          offsetY: 16,
          style: {textAlign: 'center', fill: '#ad6800', fontWeight: 600},
        },
        {
          type: 'region',
          start: ['2024-12-16', 'min'],
          end: ['2024-12-22', 'max'],
          style: {fill: '#F4664A', fillOpacity: 0.15},
        },
        {
          type: 'text',
          position: ['2024-12-19', 'max'],
          content: 'Christmas rush',
          offsetY: 16,
          style: {textAlign: 'center', fill: '#a8071a', fontWeight: 600},
        },
      ]}
    />
  );
}
