/**
 * title: Venn with hover highlighting
 * description: Employees of a company trained in first aid, fire safety or as evacuation wardens, and how many hold two or all three roles; the `venn-element-active` interaction outlines the region under the pointer and `venn-element-selected` keeps a clicked region outlined (double-click to clear).
 * keywords: interaction, venn-element-active, venn-element-selected, hover, click, select
 * topics: interaction
 * order: 8
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['First aid'], employees: 86},
  {sets: ['Fire safety'], employees: 64},
  {sets: ['Evacuation warden'], employees: 22},
  {sets: ['First aid', 'Fire safety'], employees: 31},
  {sets: ['First aid', 'Evacuation warden'], employees: 12},
  {sets: ['Fire safety', 'Evacuation warden'], employees: 14},
  {sets: ['First aid', 'Fire safety', 'Evacuation warden'], employees: 9},
];

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      sizeField="employees"
      legend={false}
      pointStyle={{fillOpacity: 0.75}}
      label={{formatter: (d) => (d.sets.length === 1 ? d.sets[0] : `${d.employees}`)}}
      interactions={[{type: 'venn-element-active'}, {type: 'venn-element-selected'}]}
      state={{
        active: {style: {stroke: '#262626', lineWidth: 2}},
        selected: {style: {stroke: '#f5222d', lineWidth: 3}},
      }}
    />
  );
}
