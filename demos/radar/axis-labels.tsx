/**
 * title: Radar with value labels on the axis
 * description: Share of households in a town owning six kinds of device, with the `yAxis` labels turned on along the first spoke (0% to 100% in steps of 25% from `meta`'s `tickInterval`) so the rings can be read.
 * keywords: radar, yAxis, axis label, tickInterval, formatter, percent
 * topics: stacking
 * order: 6
 */
import React from 'react';
import {Radar} from '@ant-design/plots';

const data = [
  {device: 'Smartphone', share: 0.94},
  {device: 'Laptop', share: 0.78},
  {device: 'Smart TV', share: 0.66},
  {device: 'Tablet', share: 0.52},
  {device: 'Smart speaker', share: 0.31},
  {device: 'Games console', share: 0.38},
];

export default function Demo() {
  return (
    <Radar
      data={data}
      xField="device"
      yField="share"
      meta={{share: {min: 0, max: 1, tickInterval: 0.25, alias: 'Households'}}}
      area={{}}
      point={{size: 3}}
      xAxis={{line: null, tickLine: null}}
      yAxis={{
        line: null,
        tickLine: null,
        label: {formatter: (v: string) => `${Math.round(Number(v) * 100)}%`, style: {fontSize: 11}},
        grid: {line: {style: {lineDash: null}}},
      }}
      tooltip={{formatter: (d) => ({name: 'Households', value: `${Math.round(d.share * 100)}%`})}}
    />
  );
}
