/**
 * title: Bar with a background track
 * description: Progress of five fundraising campaigns toward their goals; `barBackground` draws a grey track behind each bar up to 100%, and a label at the bar's end gives the share reached.
 * keywords: barBackground, background, track, progress, goal
 * topics: colors
 * order: 10
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {campaign: 'Library roof', reached: 0.92},
  {campaign: 'School garden', reached: 0.67},
  {campaign: 'Animal shelter', reached: 0.81},
  {campaign: 'Youth orchestra', reached: 0.45},
  {campaign: 'Park benches', reached: 0.28},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="reached"
      yField="campaign"
      color="#52C41A"
      barBackground={{style: {fill: 'rgba(0, 0, 0, 0.07)'}}}
      meta={{reached: {alias: 'Goal reached', min: 0, max: 1}}}
      xAxis={{label: {formatter: (v) => `${Math.round(Number(v) * 100)}%`}}}
      label={{position: 'right', content: (d) => `${Math.round(d.reached * 100)}%`}}
      tooltip={{formatter: (d) => ({name: 'Goal reached', value: `${Math.round(d.reached * 100)}%`})}}
    />
  );
}
