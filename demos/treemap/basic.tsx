/**
 * title: City budget
 * description: A city's yearly budget (million USD) split by department and programme, with each rectangle sized by its spending and coloured by department.
 * keywords: treemap, hierarchy, budget, part-to-whole, nested rectangles
 * topics: basics
 * order: 1
 * height: 480
 */
import React from 'react';
import {Treemap} from '@ant-design/plots';

const data = {
  name: 'City budget',
  children: [
    {
      name: 'Education',
      department: 'Education',
      children: [
        {name: 'Primary schools', value: 412},
        {name: 'Secondary schools', value: 356},
        {name: 'Libraries', value: 48},
      ],
    },
    {
      name: 'Public safety',
      department: 'Public safety',
      children: [
        {name: 'Police', value: 298},
        {name: 'Fire service', value: 164},
        {name: 'Emergency medical', value: 87},
      ],
    },
    {
      name: 'Transport',
      department: 'Transport',
      children: [
        {name: 'Public transit', value: 231},
        {name: 'Road maintenance', value: 142},
        {name: 'Cycling lanes', value: 19},
      ],
    },
    {
      name: 'Health & social',
      department: 'Health & social',
      children: [
        {name: 'Social housing', value: 176},
        {name: 'Elderly care', value: 133},
        {name: 'Public health', value: 61},
      ],
    },
    {
      name: 'Environment',
      department: 'Environment',
      children: [
        {name: 'Waste collection', value: 96},
        {name: 'Parks', value: 54},
        {name: 'Water & sewage', value: 72},
      ],
    },
    {
      name: 'Administration',
      department: 'Administration',
      children: [
        {name: 'City hall', value: 68},
        {name: 'IT services', value: 37},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <Treemap
      data={data}
      colorField="department"
      legend={{position: 'top-left'}}
      rectStyle={{stroke: '#fff', lineWidth: 1}}
      label={{style: {fontSize: 11}}}
      tooltip={{formatter: (d) => ({name: d.name, value: `$${d.value}M`})}}
    />
  );
}
