/**
 * title: Column with negative values
 * description: Monthly net cash flow of a small business over one year; months with a loss go below the zero line and a `color` callback on the profit-or-loss `seriesField` paints them red.
 * keywords: negative, positive, profit, loss, cash flow, color
 * topics: colors, data-shape
 * order: 10
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {month: 'Jan', cash: 12.4},
  {month: 'Feb', cash: 8.1},
  {month: 'Mar', cash: -4.6},
  {month: 'Apr', cash: 5.3},
  {month: 'May', cash: 14.9},
  {month: 'Jun', cash: -9.2},
  {month: 'Jul', cash: -2.8},
  {month: 'Aug', cash: 6.5},
  {month: 'Sep', cash: 11.7},
  {month: 'Oct', cash: 16.2},
  {month: 'Nov', cash: -1.9},
  {month: 'Dec', cash: 21.4},
].map((d) => ({...d, result: d.cash < 0 ? 'Loss' : 'Profit'}));

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="cash"
      seriesField="result"
      color={({result}) => (result === 'Loss' ? '#F4664A' : '#30BF78')}
      legend={{position: 'top'}}
      meta={{cash: {alias: 'Net cash flow (k USD)'}}}
      yAxis={{title: {text: 'Net cash flow (thousand USD)'}}}
      label={{position: 'top', formatter: (d) => `${d.cash > 0 ? '+' : ''}${d.cash}`}}
    />
  );
}
