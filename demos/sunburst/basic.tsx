/**
 * title: Population by continent
 * description: Population (millions) of continents and their largest countries, with continents on the inner ring and countries on the outer ring.
 * keywords: sunburst, hierarchy, nested, radial, population
 * topics: basics, shapes
 * order: 1
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

const data = {
  name: 'World',
  children: [
    {
      name: 'Asia',
      children: [
        {name: 'India', value: 1428},
        {name: 'China', value: 1425},
        {name: 'Indonesia', value: 278},
        {name: 'Pakistan', value: 240},
        {name: 'Other Asia', value: 1382},
      ],
    },
    {
      name: 'Africa',
      children: [
        {name: 'Nigeria', value: 224},
        {name: 'Ethiopia', value: 127},
        {name: 'Egypt', value: 113},
        {name: 'Other Africa', value: 996},
      ],
    },
    {
      name: 'Europe',
      children: [
        {name: 'Russia', value: 144},
        {name: 'Germany', value: 84},
        {name: 'Other Europe', value: 514},
      ],
    },
    {
      name: 'Americas',
      children: [
        {name: 'United States', value: 340},
        {name: 'Brazil', value: 216},
        {name: 'Mexico', value: 128},
        {name: 'Other Americas', value: 356},
      ],
    },
    {
      name: 'Oceania',
      children: [
        {name: 'Australia', value: 27},
        {name: 'Other Oceania', value: 18},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <Sunburst
      data={data}
      innerRadius={0.25}
      radius={1}
      hierarchyConfig={{field: 'value'}}
      interactions={[{type: 'element-active'}]}
      label={{layout: [{type: 'limit-in-shape'}], style: {fontSize: 10}}}
      tooltip={{
        fields: ['path', 'value'],
        formatter: (d) => ({name: d.path, value: `${d.value.toLocaleString('en-US')} million`}),
      }}
    />
  );
}
