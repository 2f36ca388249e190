/**
 * title: Basic pie
 * description: Worldwide desktop browser market share in one month, one slice per browser (`angleField` for the size, `colorField` for the slice), each named with its percentage by an outer label.
 * keywords: pie, share, proportion, labels, market share
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {browser: 'Chrome', share: 65.4},
  {browser: 'Edge', share: 13.1},
  {browser: 'Safari', share: 9.0},
  {browser: 'Firefox', share: 6.7},
  {browser: 'Opera', share: 2.9},
  {browser: 'Other', share: 2.9},
];

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="share"
      colorField="browser"
      radius={0.8}
      label={{type: 'outer', content: '{name} {percentage}'}}
      tooltip={{formatter: (d) => ({name: d.browser, value: `${d.share}%`})}}
      interactions={[{type: 'element-active'}]}
    />
  );
}
