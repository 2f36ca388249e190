/**
 * title: Bidirectional bars with value labels
 * description: Hours per week that full-time and part-time staff of a hospital spend on six kinds of work; `label` writes each bar's value at its outer end.
 * keywords: bidirectional, label, position, comparison, workload
 * topics: label
 * order: 2
 */
import React from 'react';
import {BidirectionalBar} from '@ant-design/plots';

const data = [
  {task: 'Patient care', fullTime: 24.5, partTime: 14.2},
  {task: 'Documentation', fullTime: 7.8, partTime: 3.9},
  {task: 'Handovers', fullTime: 3.1, partTime: 2.4},
  {task: 'Training', fullTime: 2.2, partTime: 0.8},
  {task: 'Meetings', fullTime: 2.6, partTime: 0.6},
  {task: 'Admin', fullTime: 1.8, partTime: 1.1},
];

export default function Demo() {
  return (
    <BidirectionalBar
      data={data}
      xField="task"
      yField={['fullTime', 'partTime']}
      meta={{fullTime: {alias: 'Full-time (h/week)'}, partTime: {alias: 'Part-time (h/week)'}}}
      xAxis={{position: 'bottom'}}
      yAxis={{fullTime: {min: 0, max: 30}, partTime: {min: 0, max: 30}}}
      appendPadding={[0, 24]}
      label={{position: 'right', offset: 4}}
      legend={{position: 'top'}}
      tooltip={{shared: true, showMarkers: false}}
    />
  );
}
