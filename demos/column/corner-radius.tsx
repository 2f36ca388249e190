/**
 * title: Column with rounded corners
 * description: Hours of sleep logged by a fitness tracker on each day of one week, with the top corners of every column rounded by `columnStyle.radius`.
 * keywords: radius, rounded, corner radius, columnStyle, style
 * topics: colors
 * order: 8
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {day: 'Mon', hours: 6.9},
  {day: 'Tue', hours: 7.2},
  {day: 'Wed', hours: 6.4},
  {day: 'Thu', hours: 7.0},
  {day: 'Fri', hours: 6.1},
  {day: 'Sat', hours: 8.3},
  {day: 'Sun', hours: 8.0},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="day"
      yField="hours"
      color="#5B8FF9"
      columnWidthRatio={0.5}
      columnStyle={{radius: [12, 12, 0, 0]}}
      meta={{hours: {alias: 'Sleep (hours)'}}}
      label={{position: 'top'}}
      appendPadding={[16, 0, 0, 0]}
    />
  );
}
