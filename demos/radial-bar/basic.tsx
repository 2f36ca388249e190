/**
 * title: Daily step goals
 * description: Steps walked yesterday by five members of a running club, drawn as concentric arcs with round ends over grey tracks (`barBackground`), on one scale: `maxAngle` makes the longest arc, Maya's 18,420 steps, sweep 300 degrees and the others in proportion.
 * keywords: radial bar, circular bar, ranking, polar, fitness
 * topics: basics, shapes
 * order: 1
 */
import React from 'react';
import {RadialBar} from '@ant-design/plots';

const data = [
  {member: 'Sam', steps: 6310},
  {member: 'Lee', steps: 9740},
  {member: 'Ana', steps: 12860},
  {member: 'Tom', steps: 15230},
  {member: 'Maya', steps: 18420},
];

export default function Demo() {
  return (
    <RadialBar
      data={data}
      xField="member"
      yField="steps"
      maxAngle={300}
      radius={0.85}
      innerRadius={0.25}
      colorField="member"
      barBackground={{}}
      barStyle={{lineCap: 'round'}}
      tooltip={{formatter: (d) => ({name: d.member, value: `${d.steps.toLocaleString('en-US')} steps`})}}
    />
  );
}
