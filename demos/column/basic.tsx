/**
 * title: Basic column
 * description: Average monthly rainfall in Seattle over one year, one column per month, with each value written above its column by `label` at `position: 'top'`.
 * keywords: column, monthly, comparison, labels, weather
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {month: 'Jan', rainfall: 142},
  {month: 'Feb', rainfall: 95},
  {month: 'Mar', rainfall: 95},
  {month: 'Apr', rainfall: 70},
  {month: 'May', rainfall: 48},
  {month: 'Jun', rainfall: 38},
  {month: 'Jul', rainfall: 15},
  {month: 'Aug', rainfall: 23},
  {month: 'Sep', rainfall: 38},
  {month: 'Oct', rainfall: 89},
  {month: 'Nov', rainfall: 155},
  {month: 'Dec', rainfall: 137},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="rainfall"
      label={{position: 'top'}}
      appendPadding={[16, 0, 0, 0]}
      yAxis={{title: {text: 'Rainfall (mm)'}}}
      meta={{rainfall: {alias: 'Rainfall (mm)'}}}
    />
  );
}
