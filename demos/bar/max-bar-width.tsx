/**
 * title: Bar with a maximum thickness
 * description: Votes for the two options of a town referendum; with only two categories, `maxBarWidth` caps each bar at 36 px instead of letting it take most of its half of the chart.
 * keywords: maxBarWidth, minBarWidth, width, thickness, few categories
 * topics: shapes
 * order: 16
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {option: 'Yes', votes: 18342},
  {option: 'No', votes: 15977},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="votes"
      yField="option"
      maxBarWidth={36}
      color={({option}) => (option === 'Yes' ? '#52C41A' : '#F5222D')}
      meta={{votes: {alias: 'Votes'}}}
      label={{position: 'right', formatter: (d) => d.votes.toLocaleString('en-US')}}
      appendPadding={[0, 40, 0, 0]}
    />
  );
}
