/**
 * title: Area with positive and negative values
 * description: Monthly net cash flow of a small farm over one year (thousand USD), filled from zero; a gradient computed from the data's range turns the fill green above zero and red below.
 * keywords: negative values, zero baseline, gradient, areaStyle, profit and loss, cash flow
 * topics: colors, data-shape
 * order: 6
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const flow = [-18, -22, -31, -26, -12, 4, 15, 38, 52, 41, 12, -8];
const data = months.map((month, i) => ({month, flow: flow[i]}));

// The area's box runs from the lowest to the highest value; zero sits at this share of its height.
const low = Math.min(...flow);
const high = Math.max(...flow);
const zero = (0 - low) / (high - low);
const split = (below: string, above: string) => `l(270) 0:${below} ${zero}:${below} ${zero}:${above} 1:${above}`;

export default function Demo() {
  return (
    <Area
      data={data}
      xField="month"
      yField="flow"
      areaStyle={{fill: split('#F4664A', '#30BF78'), fillOpacity: 0.6}}
      line={{style: {stroke: split('#c8402a', '#1f8a55'), lineWidth: 2}}}
      meta={{flow: {alias: 'Net cash flow (thousand USD)'}}}
      yAxis={{title: {text: 'Net cash flow (thousand USD)'}}}
      tooltip={{formatter: (d) => ({name: 'Net cash flow', value: `${d.flow > 0 ? '+' : ''}$${d.flow}k`})}}
    />
  );
}
