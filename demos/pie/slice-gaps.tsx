/**
 * title: Pie with gaps between slices
 * description: Time a support team spent on each kind of ticket in a week, with a thick white stroke from `pieStyle` separating the slices.
 * keywords: pie, pieStyle, stroke, lineWidth, gap, separator, style
 * topics: colors
 * order: 7
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {type: 'Billing', hours: 46},
  {type: 'Login issues', hours: 31},
  {type: 'Bug reports', hours: 58},
  {type: 'Feature requests', hours: 17},
  {type: 'Onboarding', hours: 24},
];

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="hours"
      colorField="type"
      radius={0.8}
      pieStyle={{stroke: '#fff', lineWidth: 6}}
      label={{type: 'outer', content: '{name}: {value} h'}}
      meta={{hours: {alias: 'Hours'}}}
    />
  );
}
