/**
 * title: Profit and loss columns with a margin line
 * description: Monthly net profit of a restaurant, with loss months red and profit months green by a `columnStyle` callback, and the profit margin as a line on the right axis, both axes set to ranges that align their zero lines.
 * keywords: dual axes, negative values, columnStyle callback, profit, loss, margin
 * topics: data-shape
 * order: 16
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const data = [
  {month: 'Jan', profit: -12.4, margin: -9.8},
  {month: 'Feb', profit: -6.1, margin: -5.0},
  {month: 'Mar', profit: 4.8, margin: 3.4},
  {month: 'Apr', profit: 11.2, margin: 7.1},
  {month: 'May', profit: 18.5, margin: 10.3},
  {month: 'Jun', profit: 24.9, margin: 12.6},
  {month: 'Jul', profit: 27.3, margin: 13.1},
  {month: 'Aug', profit: 21.0, margin: 11.0},
  {month: 'Sep', profit: 9.6, margin: 6.2},
  {month: 'Oct', profit: 2.2, margin: 1.5},
  {month: 'Nov', profit: -3.7, margin: -2.9},
  {month: 'Dec', profit: 15.4, margin: 8.8},
];

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="month"
      yField={['profit', 'margin']}
      meta={{profit: {alias: 'Net profit (k$)'}, margin: {alias: 'Profit margin (%)'}}}
      // Same range below and above zero on both axes keeps the two zero lines aligned.
      yAxis={{
        profit: {min: -30, max: 30, title: {text: 'Net profit (k$)'}},
        margin: {min: -15, max: 15, title: {text: 'Profit margin (%)'}},
      }}
      geometryOptions={[
        {
          geometry: 'column',
          columnWidthRatio: 0.55,
          columnStyle: (datum: Record<string, number>) => ({fill: datum.profit < 0 ? '#F4664A' : '#30BF78'}),
        },
        {geometry: 'line', color: '#5D7092', point: {size: 3}},
      ]}
      legend={false}
    />
  );
}
