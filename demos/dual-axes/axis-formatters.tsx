/**
 * title: Different formatters on each y-axis
 * description: A subscription app's monthly recurring revenue in dollars on the left axis and its churn rate in percent on the right axis over eight months, each axis writing its own ticks through its own `yAxis` entry's `label.formatter`.
 * keywords: dual axes, yAxis, label formatter, currency, percent, tickCount
 * topics: axis, stacking
 * order: 10
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const data = [
  {month: '2024-01', mrr: 182000, churn: 0.041},
  {month: '2024-02', mrr: 191500, churn: 0.038},
  {month: '2024-03', mrr: 203800, churn: 0.036},
  {month: '2024-04', mrr: 214200, churn: 0.039},
  {month: '2024-05', mrr: 229900, churn: 0.033},
  {month: '2024-06', mrr: 241300, churn: 0.031},
  {month: '2024-07', mrr: 252700, churn: 0.032},
  {month: '2024-08', mrr: 268400, churn: 0.028},
];

const dollars = (v: string) => `$${Math.round(Number(v) / 1000)}k`;
const percent = (v: string) => `${(Number(v) * 100).toFixed(1)} %`;

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="month"
      yField={['mrr', 'churn']}
      meta={{
        month: {type: 'cat'},
        mrr: {alias: 'Monthly recurring revenue ($)'},
        churn: {alias: 'Churn rate'},
      }}
      yAxis={{
        mrr: {min: 0, tickCount: 5, label: {formatter: dollars}},
        churn: {min: 0, max: 0.05, tickCount: 6, label: {formatter: percent, style: {fill: '#E8684A'}}},
      }}
      geometryOptions={[
        {geometry: 'column', color: '#5B8FF9', columnWidthRatio: 0.5},
        {geometry: 'line', color: '#E8684A', point: {size: 4}},
      ]}
      legend={{position: 'top'}}
    />
  );
}
