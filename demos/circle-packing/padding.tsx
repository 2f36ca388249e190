/**
 * title: Circle packing with padding between circles
 * description: Employees of a hospital by department and ward; `hierarchyConfig.padding` leaves a gap between sibling circles and their parent, so each department's wards are easier to tell apart; only the wards are labelled.
 * keywords: hierarchyConfig, padding, spacing, gap, circle packing, hospital
 * topics: data-shape
 * order: 4
 * height: 500
 */
import React from 'react';
import {CirclePacking} from '@ant-design/plots';

const data = {
  name: 'Hospital',
  children: [
    {
      name: 'Surgery',
      children: [
        {name: 'General', value: 64},
        {name: 'Orthopaedics', value: 48},
        {name: 'Cardiac', value: 37},
      ],
    },
    {
      name: 'Medicine',
      children: [
        {name: 'Internal', value: 72},
        {name: 'Neurology', value: 29},
        {name: 'Oncology', value: 41},
      ],
    },
    {
      name: 'Children',
      children: [
        {name: 'Paediatrics', value: 44},
        {name: 'Neonatal', value: 26},
      ],
    },
    {
      name: 'Emergency',
      children: [
        {name: 'A&E', value: 58},
        {name: 'Intensive care', value: 39},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <CirclePacking
      data={data}
      hierarchyConfig={{padding: 0.015}}
      colorField="depth"
      color="#fff1f0-#ffccc7-#ff7875"
      label={{
        fields: ['name', 'depth'],
        formatter: (d) => (d.depth === 2 ? d.name : ''),
        layout: {type: 'limit-in-shape'},
        style: {fontSize: 11},
      }}
      tooltip={{fields: ['name', 'value'], formatter: (d) => ({name: d.name, value: `${d.value} staff`})}}
    />
  );
}
