/**
 * title: Disk usage
 * description: Disk space (GB) used by the folders of a laptop, nested by folder, with each circle sized by the space it holds and coloured by its depth (`colorField: 'depth'`).
 * keywords: circle packing, hierarchy, nested, disk usage, tree
 * topics: basics
 * order: 1
 * height: 500
 */
import React from 'react';
import {CirclePacking} from '@ant-design/plots';

const data = {
  name: 'Disk',
  children: [
    {
      name: 'Documents',
      children: [
        {name: 'Work', value: 18},
        {name: 'Invoices', value: 2},
        {name: 'Scans', value: 6},
      ],
    },
    {
      name: 'Media',
      children: [
        {name: 'Photos', value: 84},
        {name: 'Videos', value: 126},
        {name: 'Music', value: 38},
      ],
    },
    {
      name: 'Applications',
      children: [
        {name: 'Design tools', value: 22},
        {name: 'IDEs', value: 15},
        {name: 'Games', value: 64},
        {name: 'Office', value: 9},
      ],
    },
    {
      name: 'System',
      children: [
        {name: 'OS', value: 28},
        {name: 'Caches', value: 12},
        {name: 'Swap', value: 8},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <CirclePacking
      data={data}
      colorField="depth"
      color="rgb(252, 253, 191)-rgb(231, 82, 99)-rgb(183, 55, 121)"
      label={{fields: ['name'], layout: {type: 'limit-in-shape'}}}
      pointStyle={{stroke: '#fff', lineWidth: 1}}
      legend={false}
      tooltip={{fields: ['name', 'value'], formatter: (d) => ({name: d.name, value: `${d.value} GB`})}}
    />
  );
}
