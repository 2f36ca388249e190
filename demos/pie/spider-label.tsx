/**
 * title: Pie with spider labels
 * description: Hours of a typical weekday spent on eight activities; label type `spider` lines the labels up in two columns at the sides and joins each to its slice with a bent line.
 * keywords: pie, label, spider, label type, leader line, daily routine
 * topics: label
 * order: 12
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {activity: 'Sleep', hours: 7.5},
  {activity: 'Work', hours: 8},
  {activity: 'Commute', hours: 1.2},
  {activity: 'Meals', hours: 1.5},
  {activity: 'Exercise', hours: 0.8},
  {activity: 'Family', hours: 2.3},
  {activity: 'Screen time', hours: 2},
  {activity: 'Chores', hours: 0.7},
];

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="hours"
      colorField="activity"
      radius={0.75}
      legend={false}
      label={{type: 'spider', labelHeight: 36, content: '{name}\n{value} h'}}
      meta={{hours: {alias: 'Hours'}}}
      interactions={[{type: 'element-active'}]}
    />
  );
}
