/**
 * title: Basic line
 * description: Monthly active users of a product over one year (January to December 2023), one point per month.
 * keywords: trend, time series, monthly
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const data = [
  {month: '2023-01', users: 3120},
  {month: '2023-02', users: 3380},
  {month: '2023-03', users: 3905},
  {month: '2023-04', users: 4210},
  {month: '2023-05', users: 4380},
  {month: '2023-06', users: 4102},
  {month: '2023-07', users: 4650},
  {month: '2023-08', users: 5120},
  {month: '2023-09', users: 5480},
  {month: '2023-10', users: 5730},
  {month: '2023-11', users: 6105},
  {month: '2023-12', users: 6890},
];

export default function Demo() {
  return (
    <Line
      data={data}
      xField="month"
      yField="users"
      point={{size: 4}}
      yAxis={{title: {text: 'Monthly active users'}}}
      tooltip={{formatter: (d) => ({name: 'Users', value: d.users.toLocaleString('en-US')})}}
    />
  );
}
