/**
 * title: Chord with wide arcs and spacing
 * description: Phone calls (thousands) between five departments of a company in one month; `nodeWidthRatio` makes the outer arcs thicker, `nodePaddingRatio` widens the gaps between them and `edgeStyle` makes the ribbons lighter.
 * keywords: nodeWidthRatio, nodePaddingRatio, edgeStyle, nodeStyle, chord, calls
 * topics: colors
 * order: 3
 */
import React from 'react';
import {Chord} from '@ant-design/plots';

const data = [
  {from: 'Sales', to: 'Support', calls: 42},
  {from: 'Sales', to: 'Finance', calls: 18},
  {from: 'Sales', to: 'Legal', calls: 9},
  {from: 'Support', to: 'Engineering', calls: 55},
  {from: 'Support', to: 'Sales', calls: 21},
  {from: 'Engineering', to: 'Support', calls: 26},
  {from: 'Finance', to: 'Legal', calls: 12},
  {from: 'Finance', to: 'Sales', calls: 15},
  {from: 'Legal', to: 'Finance', calls: 7},
];

export default function Demo() {
  return (
    <Chord
      data={data}
      sourceField="from"
      targetField="to"
      weightField="calls"
      nodeWidthRatio={0.08}
      nodePaddingRatio={0.15}
      nodeStyle={{opacity: 1, stroke: '#fff', lineWidth: 1}}
      edgeStyle={{fillOpacity: 0.35, lineWidth: 0}}
      appendPadding={16}
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `${d.value}k calls`})}}
    />
  );
}
