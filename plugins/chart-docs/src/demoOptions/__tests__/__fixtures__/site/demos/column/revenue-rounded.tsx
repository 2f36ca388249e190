/**
 * title: Quarterly revenue with rounded columns
 * description: The same revenue, written as one config object, with `columnStyle` rounding the corners: a one-option toggle the check must catch.
 * topics: colors
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {quarter: 'Q1', revenue: 120},
  {quarter: 'Q2', revenue: 180},
];

const config = {
  data,
  xField: 'quarter',
  yField: 'revenue',
  columnStyle: {radius: [4, 4, 0, 0]},
};

export default function Demo() {
  return <Column {...config} />;
}
