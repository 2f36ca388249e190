/**
 * title: Column with a background track
 * description: Share of a team's story points completed in each of six sprints, with a grey `columnBackground` behind every column marking the full 100%.
 * keywords: columnBackground, background, track, progress, completion
 * topics: colors
 * order: 15
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {sprint: 'Sprint 14', done: 0.72},
  {sprint: 'Sprint 15', done: 0.81},
  {sprint: 'Sprint 16', done: 0.64},
  {sprint: 'Sprint 17', done: 0.88},
  {sprint: 'Sprint 18', done: 0.93},
  {sprint: 'Sprint 19', done: 0.79},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="sprint"
      yField="done"
      columnBackground={{style: {fill: 'rgba(0, 0, 0, 0.08)'}}}
      meta={{done: {alias: 'Completed', min: 0, max: 1}}}
      yAxis={{label: {formatter: (v) => `${Math.round(Number(v) * 100)}%`}}}
      label={{position: 'top', content: (d) => `${Math.round(d.done * 100)}%`}}
      tooltip={{formatter: (d) => ({name: 'Completed', value: `${Math.round(d.done * 100)}%`})}}
    />
  );
}
