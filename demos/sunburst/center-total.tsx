/**
 * title: Sunburst with the total in the centre
 * description: Greenhouse gas emissions of a country in one year (million tonnes CO₂e) by sector and source, with the 412 Mt total written in the hole through two text annotations.
 * keywords: annotations, text, centre, total, innerRadius, emissions
 * topics: annotations
 * order: 10
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

const data = {
  name: 'Emissions',
  children: [
    {
      name: 'Energy',
      children: [
        {name: 'Power plants', value: 96},
        {name: 'Refineries', value: 21},
      ],
    },
    {
      name: 'Transport',
      children: [
        {name: 'Road', value: 88},
        {name: 'Aviation', value: 14},
        {name: 'Shipping', value: 9},
      ],
    },
    {
      name: 'Industry',
      children: [
        {name: 'Steel', value: 38},
        {name: 'Cement', value: 24},
        {name: 'Chemicals', value: 31},
      ],
    },
    {
      name: 'Agriculture',
      children: [
        {name: 'Livestock', value: 41},
        {name: 'Fertilisers', value: 18},
      ],
    },
    {name: 'Buildings', children: [{name: 'Heating', value: 32}]},
  ],
};

// Sum of all sources: 412 Mt.
const total = data.children.flatMap((sector) => sector.children).reduce((sum, source) => sum + source.value, 0);

export default function Demo() {
  return (
    <Sunburst
      data={data}
      innerRadius={0.4}
      radius={1}
      interactions={[{type: 'element-active'}]}
      label={{layout: [{type: 'limit-in-shape'}], style: {fontSize: 10}}}
      annotations={[
        {
          type: 'text',
          position: ['50%', '50%'],
          content: `${total} Mt`,
          offsetY: -8,
          style: {fontSize: 26, fontWeight: 'bold', textAlign: 'center'},
        },
        {
          type: 'text',
          position: ['50%', '50%'],
          content: 'CO₂e per year',
          offsetY: 18,
          style: {fontSize: 13, textAlign: 'center', fill: '#8c8c8c'},
        },
      ]}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value} Mt`})}}
    />
  );
}
