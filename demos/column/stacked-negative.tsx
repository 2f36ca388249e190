/**
 * title: Stacked column with negative values
 * description: A country's monthly trade in goods from January to June: `isStack` stacks two export groups above zero and two import groups, given as negative numbers, below it.
 * keywords: stacked, negative, diverging, isStack, above below zero, trade
 * topics: stacking, data-shape
 * order: 34
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const trade: Record<string, number[]> = {
  'Exports · Machinery': [18.2, 17.6, 19.4, 20.1, 19.8, 21.3],
  'Exports · Food': [6.4, 6.1, 6.9, 7.2, 7.8, 8.1],
  'Imports · Energy': [-12.8, -12.1, -10.9, -9.6, -8.8, -9.2],
  'Imports · Electronics': [-9.7, -9.3, -10.2, -10.8, -11.1, -11.6],
};

const data = Object.entries(trade).flatMap(([flow, values]) =>
  values.map((billions, i) => ({month: months[i], flow, billions})),
);

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="billions"
      seriesField="flow"
      isStack
      color={['#1D5FD9', '#69B1FF', '#D4380D', '#FF9C6E']}
      legend={{position: 'top'}}
      meta={{billions: {alias: 'Trade (billion USD)'}}}
      yAxis={{title: {text: 'Imports (–) and exports (+), billion USD'}}}
      tooltip={{formatter: (d) => ({name: d.flow, value: `$${Math.abs(d.billions)}B`})}}
    />
  );
}
