/**
 * title: Vertical bullet chart
 * description: Money raised so far by five charity campaigns, drawn upright with `layout: 'vertical'`; the bands behind each bar end at a third, two thirds and all of the campaign's goal, which the marker shows.
 * keywords: layout, vertical, upright, fundraising, goal, progress
 * topics: shapes
 * order: 2
 */
import React from 'react';
import {Bullet} from '@ant-design/plots';

// Thousand EUR; each campaign's bands sit at a third, two thirds and all of its goal.
const campaigns: [string, number, number][] = [
  ['Clean water', 84, 100],
  ['School meals', 52, 90],
  ['Animal shelter', 31, 40],
  ['Library', 18, 45],
  ['Reforestation', 66, 60],
];

const data = campaigns.map(([campaign, raised, goal]) => ({
  campaign,
  raised: [raised],
  goal,
  bands: [Math.round(goal / 3), Math.round((goal * 2) / 3), goal],
}));

export default function Demo() {
  return (
    <Bullet
      data={data}
      layout="vertical"
      xField="campaign"
      measureField="raised"
      rangeField="bands"
      targetField="goal"
      color={{range: ['#F0F0F0', '#E0E0E0', '#D0D0D0'], measure: '#5AD8A6', target: '#262626'}}
      size={{range: 40, measure: 16, target: 28}}
      label={{measure: {position: 'top'}}}
      yAxis={{title: {text: 'Raised (thousand EUR)'}}}
      xAxis={{line: null}}
      meta={{raised: {alias: 'Raised'}, goal: {alias: 'Goal'}}}
      legend={false}
    />
  );
}
