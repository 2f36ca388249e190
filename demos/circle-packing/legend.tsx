/**
 * title: Circle packing with a colour legend
 * description: Books in a public library's catalogue by section and shelf (hundreds), with every section and shelf circle coloured by its section and the sections listed in a legend under the chart.
 * keywords: legend, colorField, category, circle packing, library
 * topics: legend, colors
 * order: 6
 * height: 500
 */
import React from 'react';
import {CirclePacking} from '@ant-design/plots';

const data = {
  name: 'Library',
  children: [
    {
      name: 'Fiction',
      section: 'Fiction',
      children: [
        {name: 'Novels', section: 'Fiction', value: 84},
        {name: 'Crime', section: 'Fiction', value: 41},
        {name: 'Sci-fi', section: 'Fiction', value: 27},
      ],
    },
    {
      name: 'Non-fiction',
      section: 'Non-fiction',
      children: [
        {name: 'History', section: 'Non-fiction', value: 36},
        {name: 'Science', section: 'Non-fiction', value: 31},
        {name: 'Travel', section: 'Non-fiction', value: 14},
      ],
    },
    {
      name: 'Children',
      section: 'Children',
      children: [
        {name: 'Picture books', section: 'Children', value: 45},
        {name: 'Young adult', section: 'Children', value: 22},
      ],
    },
    {name: 'Reference', section: 'Reference', children: [{name: 'Dictionaries', section: 'Reference', value: 9}]},
  ],
};

export default function Demo() {
  return (
    <CirclePacking
      data={data}
      colorField="section"
      rawFields={['section']}
      legend={{position: 'bottom'}}
      // The root circle has no section: draw it as a faint outline.
      pointStyle={({depth}: {depth: number}) =>
        depth === 0
          ? {fill: '#fff', stroke: '#d9d9d9', lineWidth: 1}
          : {fillOpacity: depth === 1 ? 0.35 : 0.9, stroke: '#fff', lineWidth: 1}
      }
      label={{
        fields: ['name', 'depth'],
        formatter: (d) => (d.depth === 2 ? d.name : ''),
        layout: {type: 'limit-in-shape'},
      }}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value * 100} books`})}}
    />
  );
}
