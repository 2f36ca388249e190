/**
 * title: Labels on columns and line
 * description: Yearly solar panel installations in a region as columns labelled at their tops, and the average cost per installed watt as a line labelled above each point, each through the `label` of its `geometryOptions` entry. The `max` of each axis in `yAxis` keeps the line above the columns, so the two sets of labels never meet.
 * keywords: dual axes, label, position, formatter, solar, cost
 * topics: label
 * order: 14
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const data = [
  {year: '2018', installs: 1840, cost: 3.12},
  {year: '2019', installs: 2310, cost: 2.94},
  {year: '2020', installs: 2190, cost: 2.81},
  {year: '2021', installs: 3260, cost: 2.66},
  {year: '2022', installs: 4120, cost: 2.71},
  {year: '2023', installs: 5480, cost: 2.49},
  {year: '2024', installs: 6130, cost: 2.32},
];

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="year"
      yField={['installs', 'cost']}
      meta={{installs: {alias: 'Installations'}, cost: {alias: 'Cost per watt ($)'}}}
      yAxis={{installs: {min: 0, max: 12000}, cost: {min: 0, max: 3.5}}}
      geometryOptions={[
        {
          geometry: 'column',
          color: '#F6BD16',
          columnWidthRatio: 0.55,
          label: {position: 'top', offsetY: 14, style: {fill: '#5E4A00', fontWeight: 600}},
        },
        {
          geometry: 'line',
          color: '#5D7092',
          point: {size: 4},
          label: {formatter: (datum: Record<string, number>) => `$${datum.cost.toFixed(2)}`, offsetY: -8},
        },
      ]}
      legend={{position: 'top'}}
      appendPadding={[0, 16, 0, 16]}
    />
  );
}
