/**
 * title: Column width with columnWidthRatio
 * description: Books a public library lent per month over the first half of a year, drawn as thin columns: `columnWidthRatio` 0.25 makes each take a quarter of its category's band (the default is 0.6).
 * keywords: columnWidthRatio, width, thin columns, spacing, padding
 * topics: shapes
 * order: 12
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {month: 'Jan', loans: 12840},
  {month: 'Feb', loans: 11920},
  {month: 'Mar', loans: 13410},
  {month: 'Apr', loans: 12260},
  {month: 'May', loans: 11780},
  {month: 'Jun', loans: 14950},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="loans"
      // The share of each band a column takes, from 0 to 1 (the default is 0.6).
      columnWidthRatio={0.25}
      meta={{loans: {alias: 'Books lent'}}}
      yAxis={{title: {text: 'Books lent'}}}
    />
  );
}
