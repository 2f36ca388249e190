/**
 * title: Basic area
 * description: Daily visitors of a news website over the first four weeks of April 2024, with the area under the line filled by a vertical gradient set in `areaStyle.fill` that fades to transparent at the axis, so it reads on a light or a dark page.
 * keywords: area, volume, trend, daily
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const visitors = [
  18400, 19250, 20110, 19870, 21540, 14320, 12980, 19020, 20330, 21170, 22640, 23010, 15400, 13760, 20480, 21950, 24820,
  31260, 27400, 16850, 14210, 21030, 22380, 23140, 22760, 23980, 16120, 14890,
];

const data = visitors.map((value, i) => ({date: `2024-04-${String(i + 1).padStart(2, '0')}`, value}));

export default function Demo() {
  return (
    <Area
      data={data}
      xField="date"
      yField="value"
      xAxis={{tickCount: 7}}
      yAxis={{title: {text: 'Visitors'}}}
      // A linear gradient from the top edge (stop 0) down: solid under the line, fading out at the axis.
      areaStyle={{fill: 'l(90) 0:rgba(47,111,208,0.6) 1:rgba(47,111,208,0.02)'}}
      tooltip={{formatter: (d) => ({name: 'Visitors', value: d.value.toLocaleString('en-US')})}}
    />
  );
}
