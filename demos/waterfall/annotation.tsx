/**
 * title: Waterfall with a budget line
 * description: Costs of a home renovation added one by one (thousand USD), ending in their total, with a dashed `line` annotation at the 60 thousand USD budget that shows where the plan was overrun.
 * keywords: waterfall, annotations, budget, target line, cumulative, costs
 * topics: annotations
 * order: 4
 */
import React from 'react';
import {Waterfall} from '@ant-design/plots';

const data = [
  {item: 'Demolition', cost: 6},
  {item: 'Plumbing', cost: 11},
  {item: 'Electrical', cost: 9},
  {item: 'Kitchen', cost: 19},
  {item: 'Flooring', cost: 8},
  {item: 'Painting', cost: 5},
  {item: 'Extras', cost: 7},
];
const BUDGET = 60;

export default function Demo() {
  return (
    <Waterfall
      data={data}
      xField="item"
      yField="cost"
      risingFill="#5B8FF9"
      total={{label: 'Total', style: {fill: '#9270CA'}}}
      meta={{cost: {alias: 'Cost (thousand USD)', min: 0, max: 80}}}
      label={{formatter: (d) => (d.item === 'Total' ? `${d.cost}k` : `+${d.cost}k`), style: {fontSize: 11}}}
      yAxis={{title: {text: 'Cost (thousand USD)'}}}
      annotations={[
        {
          type: 'line',
          start: ['start', BUDGET],
          end: ['end', BUDGET],
          style: {stroke: '#F4664A', lineDash: [6, 4], lineWidth: 1.5},
          text: {
            content: `Budget $${BUDGET}k`,
            position: 'start',
            offsetY: -6,
            style: {fill: '#F4664A', fontWeight: 600},
          },
        },
      ]}
    />
  );
}
