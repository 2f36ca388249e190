/**
 * title: Sunburst with drill-down and breadcrumb
 * description: Staff of a company by division, department and team (388 people in all); with `drilldown` enabled, clicking a ring segment makes it the new centre and a `breadCrumb` in the top-left corner leads back up.
 * keywords: drilldown, drill down, breadCrumb, zoom, hierarchy, org chart
 * topics: interaction
 * order: 2
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

// 388 people in all.
const data = {
  name: 'Company',
  children: [
    {
      name: 'Engineering',
      children: [
        {
          name: 'Platform',
          children: [
            {name: 'Infrastructure', value: 34},
            {name: 'Security', value: 18},
          ],
        },
        {
          name: 'Product',
          children: [
            {name: 'Web', value: 41},
            {name: 'Mobile', value: 29},
            {name: 'Data', value: 22},
          ],
        },
        {name: 'QA', value: 16},
      ],
    },
    {
      name: 'Sales',
      children: [
        {
          name: 'Europe',
          children: [
            {name: 'Nordics', value: 12},
            {name: 'DACH', value: 19},
          ],
        },
        {
          name: 'Americas',
          children: [
            {name: 'North America', value: 31},
            {name: 'LatAm', value: 11},
          ],
        },
        {name: 'Sales operations', value: 9},
      ],
    },
    {
      name: 'Operations',
      children: [
        {name: 'Customer support', value: 47},
        {name: 'Finance', value: 21},
        {name: 'People', value: 14},
      ],
    },
    {
      name: 'Marketing',
      children: [
        {name: 'Brand', value: 17},
        {name: 'Growth', value: 26},
        {name: 'Content', value: 21},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <Sunburst
      data={data}
      innerRadius={0.2}
      radius={1}
      interactions={[{type: 'element-active'}]}
      drilldown={{enabled: true, breadCrumb: {position: 'top-left', rootText: 'Company', dividerText: '›'}}}
      label={{layout: [{type: 'limit-in-shape'}], style: {fontSize: 10}}}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value} people`})}}
    />
  );
}
