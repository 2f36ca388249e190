/**
 * title: Profit bridge
 * description: How a company's yearly revenue turns into net profit (million USD): each column adds or subtracts one item, labelled with its change (`labelMode: 'difference'`), and `total` adds the final Net profit column.
 * keywords: waterfall, bridge, increase, decrease, cumulative, finance
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Waterfall} from '@ant-design/plots';

const data = [
  {item: 'Revenue', amount: 420},
  {item: 'Cost of goods', amount: -168},
  {item: 'Salaries', amount: -96},
  {item: 'Marketing', amount: -38},
  {item: 'R&D', amount: -44},
  {item: 'Other income', amount: 12},
  {item: 'Interest', amount: -9},
  {item: 'Taxes', amount: -19},
];

export default function Demo() {
  return (
    <Waterfall
      data={data}
      xField="item"
      yField="amount"
      total={{label: 'Net profit', style: {fill: '#5B8FF9'}}}
      risingFill="#30BF78"
      fallingFill="#F4664A"
      labelMode="difference"
      label={{style: {fontSize: 11}, layout: [{type: 'interval-adjust-position'}]}}
      yAxis={{title: {text: 'Million USD'}}}
      xAxis={{label: {autoRotate: true}}}
    />
  );
}
