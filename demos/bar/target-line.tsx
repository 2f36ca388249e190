/**
 * title: Bar with a vertical target line
 * description: Net Promoter Score of six product teams in one quarter; a dashed `line` annotation marks the company target of 40, and a `color` callback greys the teams below it.
 * keywords: target, line annotation, reference line, goal, annotations, threshold
 * topics: annotations, shapes
 * order: 20
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const target = 40;
const data = [
  {team: 'Payments', nps: 58},
  {team: 'Onboarding', nps: 47},
  {team: 'Search', nps: 42},
  {team: 'Mobile', nps: 36},
  {team: 'Reports', nps: 29},
  {team: 'Integrations', nps: 21},
];
const belowTarget = new Set(data.filter((d) => d.nps < target).map((d) => d.team));

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="nps"
      yField="team"
      color={({team}) => (belowTarget.has(team) ? '#BFBFBF' : '#597EF7')}
      meta={{nps: {alias: 'NPS', min: 0, max: 70}}}
      annotations={[
        {
          type: 'line',
          // In a bar chart the positions stay [category, value]: 'start'/'end' run along the category axis.
          start: ['start', target],
          end: ['end', target],
          style: {stroke: '#FA541C', lineWidth: 2, lineDash: [6, 4]},
          text: {
            content: `Target ${target}`,
            position: 'start',
            autoRotate: false,
            offsetY: -8,
            style: {fill: '#FA541C', fontWeight: 600, textAlign: 'center'},
          },
        },
      ]}
      label={{position: 'right'}}
      appendPadding={[24, 0, 0, 0]}
    />
  );
}
