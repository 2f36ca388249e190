/**
 * title: Sankey with left-aligned nodes (nodeAlign)
 * description: Money (thousand USD) a small non-profit raised and spent through two funds; with `nodeAlign: 'left'` each node sits as far left as its inputs allow, so Mentoring, fed straight by Volunteer hours, ends in the middle column.
 * keywords: nodeAlign, left, justify, layout, sankey, budget
 * order: 4
 */
import React from 'react';
import {Sankey} from '@ant-design/plots';

const data = [
  {source: 'Donations', target: 'General fund', amount: 180},
  {source: 'Grants', target: 'Programme fund', amount: 260},
  {source: 'Events', target: 'General fund', amount: 70},
  {source: 'General fund', target: 'Staff', amount: 140},
  {source: 'General fund', target: 'Office', amount: 60},
  {source: 'General fund', target: 'Reserve', amount: 50},
  {source: 'Programme fund', target: 'School meals', amount: 170},
  {source: 'Programme fund', target: 'Tutoring', amount: 90},
  {source: 'Volunteer hours', target: 'Mentoring', amount: 45},
];

export default function Demo() {
  return (
    <Sankey
      data={data}
      sourceField="source"
      targetField="target"
      weightField="amount"
      nodeAlign="left"
      nodeWidthRatio={0.012}
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `$${d.value}k`})}}
    />
  );
}
