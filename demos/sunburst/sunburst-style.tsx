/**
 * title: Sunburst with a style callback
 * description: A household's monthly spending (USD) by category and item; a `sunburstStyle` callback reads each segment's depth to draw the category ring opaque with thick white borders and the item ring faded with thinner ones, and a label formatter leaves categories under $300 and items under $100 to the tooltip.
 * keywords: sunburstStyle, style callback, depth, opacity, stroke, spending
 * topics: colors
 * order: 5
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

const data = {
  name: 'Spending',
  children: [
    {
      name: 'Housing',
      children: [
        {name: 'Rent', value: 1450},
        {name: 'Utilities', value: 210},
        {name: 'Internet', value: 55},
      ],
    },
    {
      name: 'Food',
      children: [
        {name: 'Groceries', value: 620},
        {name: 'Restaurants', value: 240},
        {name: 'Coffee', value: 60},
      ],
    },
    {
      name: 'Transport',
      children: [
        {name: 'Transit pass', value: 98},
        {name: 'Car sharing', value: 70},
        {name: 'Taxis', value: 45},
      ],
    },
    {
      name: 'Leisure',
      children: [
        {name: 'Streaming', value: 32},
        {name: 'Gym', value: 49},
        {name: 'Concerts', value: 90},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <Sunburst
      data={data}
      innerRadius={0.3}
      radius={1}
      sunburstStyle={({depth}: {depth: number}) => ({
        fillOpacity: depth === 1 ? 1 : 0.55,
        stroke: '#fff',
        lineWidth: depth === 1 ? 3 : 1.5,
      })}
      interactions={[{type: 'element-active'}]}
      // Categories under $300 and items under $100 are too thin for their name: the tooltip gives it.
      label={{formatter: (d) => (d.value >= (d.depth === 1 ? 300 : 100) ? d.name : ''), style: {fontSize: 11}}}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `$${d.value}`})}}
    />
  );
}
