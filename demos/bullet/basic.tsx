/**
 * title: Sales quota
 * description: Year-to-date sales (thousand USD) of four regional teams: each bar (`measureField`) runs over poor, fair and good bands (`rangeField`) to a marker at the team's yearly target (`targetField`).
 * keywords: bullet, KPI, target, quota, qualitative ranges
 * topics: basics
 * order: 1
 * height: 320
 */
import React from 'react';
import {Bullet} from '@ant-design/plots';

const data = [
  {team: 'North', ranges: [150, 225, 300], measures: [238], target: 250},
  {team: 'South', ranges: [150, 225, 300], measures: [182], target: 220},
  {team: 'East', ranges: [150, 225, 300], measures: [261], target: 240},
  {team: 'West', ranges: [150, 225, 300], measures: [129], target: 200},
];

export default function Demo() {
  return (
    <Bullet
      data={data}
      xField="team"
      measureField="measures"
      rangeField="ranges"
      targetField="target"
      color={{range: ['#FFbcb8', '#FFe0b0', '#bfeec8'], measure: '#5B8FF9', target: '#262626'}}
      label={{measure: {position: 'middle', style: {fill: '#fff'}}}}
      xAxis={{line: null}}
      yAxis={{title: {text: 'Sales (thousand USD)'}}}
      legend={{
        custom: true,
        position: 'bottom',
        items: [
          {value: 'Actual', name: 'Actual sales', marker: {symbol: 'square', style: {fill: '#5B8FF9', r: 5}}},
          {value: 'Target', name: 'Target', marker: {symbol: 'line', style: {stroke: '#262626', r: 5}}},
        ],
      }}
    />
  );
}
