/**
 * title: Column with forecast months styled by columnStyle
 * description: Monthly revenue of an online store for one year, where a columnStyle callback draws the three forecast months (Oct to Dec) as hollow columns with a dashed outline.
 * keywords: columnStyle, callback, forecast, dashed, lineDash, style
 * topics: colors
 * order: 18
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {month: 'Jan', revenue: 182},
  {month: 'Feb', revenue: 176},
  {month: 'Mar', revenue: 204},
  {month: 'Apr', revenue: 198},
  {month: 'May', revenue: 221},
  {month: 'Jun', revenue: 236},
  {month: 'Jul', revenue: 229},
  {month: 'Aug', revenue: 241},
  {month: 'Sep', revenue: 258},
  {month: 'Oct', revenue: 270},
  {month: 'Nov', revenue: 312},
  {month: 'Dec', revenue: 355},
];
const forecast = new Set(['Oct', 'Nov', 'Dec']);

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="revenue"
      color="#5B8FF9"
      columnStyle={({month}) =>
        forecast.has(month)
          ? {fill: 'rgba(91, 143, 249, 0.15)', stroke: '#5B8FF9', lineWidth: 1.5, lineDash: [4, 3]}
          : {}
      }
      meta={{revenue: {alias: 'Revenue (k USD)'}}}
      yAxis={{title: {text: 'Revenue (thousand USD)'}}}
      tooltip={{
        formatter: (d) => ({
          name: forecast.has(d.month) ? 'Forecast' : 'Revenue',
          value: `$${d.revenue}k`,
        }),
      }}
    />
  );
}
