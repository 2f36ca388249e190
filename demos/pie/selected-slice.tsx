/**
 * title: Pie with a selected slice on click
 * description: Regional revenue of a company; with the `element-selected` interaction a click selects a slice, which `state.selected` outlines in dark grey, and `setState` in `onReady` starts with Europe selected.
 * keywords: pie, state, selected, element-selected, click, interactions, setState
 * topics: state
 * order: 14
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {region: 'North America', revenue: 48.2},
  {region: 'Europe', revenue: 36.5},
  {region: 'Asia Pacific', revenue: 29.1},
  {region: 'Latin America', revenue: 9.4},
  {region: 'Middle East & Africa', revenue: 6.8},
];

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="revenue"
      colorField="region"
      radius={0.8}
      label={{type: 'outer', content: '{name}'}}
      meta={{revenue: {alias: 'Revenue ($M)'}}}
      state={{selected: {style: {stroke: '#262626', lineWidth: 2}}}}
      interactions={[{type: 'element-selected'}]}
      onReady={(plot) => plot.setState('selected', (datum) => !Array.isArray(datum) && datum.region === 'Europe')}
    />
  );
}
