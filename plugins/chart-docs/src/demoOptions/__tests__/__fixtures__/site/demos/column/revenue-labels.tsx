/**
 * title: Quarterly revenue with labels
 * description: The same revenue with each value above its column: one option apart from the first demo, but `label` is this demo's topic.
 * topics: label
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {quarter: 'Q1', revenue: 120},
  {quarter: 'Q2', revenue: 180},
];

export default function Demo() {
  return <Column data={data} xField="quarter" yField="revenue" label={{position: 'top'}} />;
}
