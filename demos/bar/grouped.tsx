/**
 * title: Grouped bar
 * description: Median weekly hours spent on four leisure activities by two age groups, with `isGroup` setting the two bars of an activity side by side.
 * keywords: grouped, isGroup, comparison, horizontal
 * topics: stacking, shapes
 * order: 3
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {activity: 'Streaming video', group: '18-34', hours: 14.5},
  {activity: 'Streaming video', group: '35-54', hours: 10.2},
  {activity: 'Social media', group: '18-34', hours: 12.1},
  {activity: 'Social media', group: '35-54', hours: 6.8},
  {activity: 'Sports & exercise', group: '18-34', hours: 4.3},
  {activity: 'Sports & exercise', group: '35-54', hours: 3.6},
  {activity: 'Reading', group: '18-34', hours: 2.4},
  {activity: 'Reading', group: '35-54', hours: 3.9},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="hours"
      yField="activity"
      seriesField="group"
      isGroup
      legend={{position: 'top-left'}}
      label={{position: 'right'}}
      appendPadding={[0, 24, 0, 0]}
      xAxis={{title: {text: 'Hours per week'}}}
    />
  );
}
