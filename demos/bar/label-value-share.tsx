/**
 * title: Bar with value and share labels
 * description: Hours a team spent in one sprint on five kinds of work; a label formatter writes each bar's hours and its share of the sprint's total at the end of the bar.
 * keywords: label, formatter, percent, share, right, position
 * topics: label, stacking
 * order: 19
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {work: 'New features', hours: 164},
  {work: 'Bug fixes', hours: 72},
  {work: 'Code review', hours: 48},
  {work: 'Meetings', hours: 41},
  {work: 'Documentation', hours: 15},
];
const total = data.reduce((sum, d) => sum + d.hours, 0);

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="hours"
      yField="work"
      color="#FF85C0"
      meta={{hours: {alias: 'Hours'}}}
      label={{
        position: 'right',
        formatter: (d) => `${d.hours} h · ${Math.round((d.hours / total) * 100)}%`,
      }}
      appendPadding={[0, 72, 0, 0]}
    />
  );
}
