/**
 * title: Line with a shared tooltip and crosshairs
 * description: Monthly sales of four ice-cream flavours over one year; one shared tooltip lists every flavour for the hovered month, sorted from best to worst seller, under dashed crosshairs.
 * keywords: tooltip, shared, crosshairs, showCrosshairs, customItems, sort, seriesField
 * topics: tooltip, shapes
 * order: 21
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const tubs: Record<string, number[]> = {
  Vanilla: [310, 290, 350, 420, 560, 720, 860, 840, 610, 450, 330, 380],
  Chocolate: [340, 320, 360, 400, 510, 640, 720, 700, 560, 470, 390, 460],
  Strawberry: [120, 130, 180, 260, 420, 610, 740, 690, 420, 220, 140, 150],
  Pistachio: [90, 95, 110, 150, 230, 330, 410, 400, 260, 160, 100, 120],
};

const data = Object.entries(tubs).flatMap(([flavour, values]) =>
  values.map((sold, i) => ({month: months[i], flavour, sold})),
);

export default function Demo() {
  return (
    <Line
      data={data}
      xField="month"
      yField="sold"
      seriesField="flavour"
      legend={{position: 'top'}}
      meta={{sold: {alias: 'Tubs sold'}}}
      yAxis={{title: {text: 'Tubs sold'}}}
      tooltip={{
        shared: true,
        showCrosshairs: true,
        crosshairs: {type: 'xy', line: {style: {stroke: '#8c8c8c', lineDash: [4, 4]}}},
        customItems: (items) => [...items].sort((a, b) => Number(b.value) - Number(a.value)),
      }}
    />
  );
}
