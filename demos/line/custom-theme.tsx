/**
 * title: Line with a custom theme
 * description: Weekly orders of three sales channels over twelve weeks, drawn with a theme registered by `G2.registerTheme` that sets the series colours, a dark background and light axis text.
 * keywords: theme, registerTheme, G2, colors10, dark, styleSheet, colours
 * topics: theme, colors
 * order: 17
 */
import React from 'react';
import {G2, Line} from '@ant-design/plots';

G2.registerTheme('orders-dark', {
  defaultColor: '#36CFC9',
  colors10: ['#36CFC9', '#FFC53D', '#FF7A45'],
  background: '#141d2b',
  styleSheet: {
    backgroundColor: '#141d2b',
    axisLabelFillColor: '#c9d1d9',
    axisTitleTextFillColor: '#c9d1d9',
    axisLineBorderColor: '#3a4454',
    axisGridBorderColor: '#273142',
    legendItemNameFillColor: '#c9d1d9',
  },
});

const channels: Record<string, number[]> = {
  'Web shop': [310, 325, 342, 338, 365, 380, 402, 396, 418, 437, 451, 470],
  'Mobile app': [180, 196, 205, 231, 246, 262, 279, 301, 318, 344, 362, 390],
  Marketplace: [120, 118, 131, 127, 140, 136, 149, 152, 147, 160, 158, 171],
};

const data = Object.entries(channels).flatMap(([channel, values]) =>
  values.map((orders, i) => ({week: `W${i + 1}`, channel, orders})),
);

export default function Demo() {
  return (
    <Line
      data={data}
      xField="week"
      yField="orders"
      seriesField="channel"
      theme="orders-dark"
      legend={{position: 'top'}}
      meta={{orders: {alias: 'Orders'}}}
      yAxis={{title: {text: 'Orders per week'}}}
    />
  );
}
