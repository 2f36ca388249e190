/**
 * title: Range bar as a project timeline
 * description: The six phases of a website redesign as a Gantt-style timeline: with `isRange`, each bar floats from the phase's start week to its end week, so overlapping phases show.
 * keywords: range, isRange, gantt, timeline, schedule, start end, floating
 * topics: stacking
 * order: 5
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {phase: 'Research', weeks: [0, 3]},
  {phase: 'Wireframes', weeks: [2, 5]},
  {phase: 'Visual design', weeks: [4, 8]},
  {phase: 'Development', weeks: [6, 14]},
  {phase: 'Content migration', weeks: [10, 14]},
  {phase: 'Testing & launch', weeks: [13, 16]},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="weeks"
      yField="phase"
      isRange
      color="#9254DE"
      barWidthRatio={0.5}
      meta={{weeks: {alias: 'Week', min: 0, max: 16, tickInterval: 2}}}
      xAxis={{title: {text: 'Project week'}, grid: {line: {style: {stroke: '#f0f0f0'}}}}}
      label={{
        position: 'middle',
        content: (d) => `${d.weeks[1] - d.weeks[0]} wk`,
        style: {fill: '#fff'},
      }}
      tooltip={{formatter: (d) => ({name: 'Weeks', value: `${d.weeks[0]} → ${d.weeks[1]}`})}}
    />
  );
}
