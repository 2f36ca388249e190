/**
 * title: Quarterly revenue
 * description: Revenue per quarter.
 * topics: basics
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {quarter: 'Q1', revenue: 120},
  {quarter: 'Q2', revenue: 180},
];

export default function Demo() {
  return <Column data={data} xField="quarter" yField="revenue" />;
}
