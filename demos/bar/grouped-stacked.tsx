/**
 * title: Grouped and stacked bar
 * description: Hours two teams logged on three projects in one month; each team's bar is stacked by kind of work, and `groupField` with `isGroup` and `isStack` sets the two teams' bars side by side per project.
 * keywords: grouped, stacked, isGroup, isStack, groupField, seriesField
 * topics: stacking
 * order: 13
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const hours: [string, string, string, number][] = [
  ['Mobile app', 'Team A', 'Build', 210],
  ['Mobile app', 'Team A', 'Review', 46],
  ['Mobile app', 'Team B', 'Build', 168],
  ['Mobile app', 'Team B', 'Review', 71],
  ['Billing', 'Team A', 'Build', 132],
  ['Billing', 'Team A', 'Review', 38],
  ['Billing', 'Team B', 'Build', 184],
  ['Billing', 'Team B', 'Review', 52],
  ['Search', 'Team A', 'Build', 96],
  ['Search', 'Team A', 'Review', 29],
  ['Search', 'Team B', 'Build', 74],
  ['Search', 'Team B', 'Review', 33],
];

// One series per team and kind of work, so the legend tells the two bars of a project apart.
const data = hours.map(([project, team, work, h]) => ({project, team, series: `${team} · ${work}`, hours: h}));

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="hours"
      yField="project"
      seriesField="series"
      groupField="team"
      isGroup
      isStack
      color={['#1D5FD9', '#8FB5F9', '#D46B08', '#FFC069']}
      legend={{position: 'top'}}
      meta={{hours: {alias: 'Hours'}}}
      xAxis={{title: {text: 'Hours logged'}}}
    />
  );
}
