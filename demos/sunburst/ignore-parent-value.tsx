/**
 * title: Sunburst where parents carry their own value
 * description: Time (minutes) a product team spent in meetings in one week, where each meeting series has its own total and its sub-meetings account for only part of it; `ignoreParentValue: false` sizes each parent by its own value, leaving a gap for the unassigned time.
 * keywords: ignoreParentValue, hierarchyConfig, parent value, partial children, meetings
 * topics: data-shape
 * order: 8
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

const data = {
  name: 'Meetings',
  children: [
    {
      name: 'Planning',
      value: 300,
      children: [
        {name: 'Sprint planning', value: 120},
        {name: 'Roadmap review', value: 90},
      ],
    },
    {
      name: 'Rituals',
      value: 240,
      children: [
        {name: 'Stand-ups', value: 150},
        {name: 'Retro', value: 60},
      ],
    },
    {
      name: 'Customers',
      value: 180,
      children: [{name: 'Interviews', value: 100}],
    },
  ],
};

export default function Demo() {
  return (
    <Sunburst
      data={data}
      innerRadius={0.25}
      radius={1}
      hierarchyConfig={{ignoreParentValue: false}}
      interactions={[{type: 'element-active'}]}
      label={{layout: [{type: 'limit-in-shape'}]}}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value} min`})}}
    />
  );
}
