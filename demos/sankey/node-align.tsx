/**
 * title: Sankey with left-aligned nodes (nodeAlign)
 * description: Money (thousand USD) a small non-profit raised and spent through two funds; with `nodeAlign: 'left'` each node sits as far left as its inputs allow, so Mentoring, fed straight by Volunteer hours, ends in the middle column.
 * keywords: nodeAlign, left, justify, layout, sankey, budget
 * topics: shapes
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
      // Twelve nodes are more than the theme's ten colours, so G2 would switch to its twenty-colour palette,
      // whose every second colour is a pale tint: Office's bar then vanished into its own pale links.
      color={[
        '#5B8FF9',
        '#5AD8A6',
        '#5D7092',
        '#F6BD16',
        '#E8684A',
        '#6DC8EC',
        '#9270CA',
        '#FF9D4D',
        '#269A99',
        '#FF99C3',
        '#1E5BD6',
        '#B8741A',
      ]}
      nodeWidthRatio={0.012}
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `$${d.value}k`})}}
    />
  );
}
