/**
 * title: Circle packing with drill-down
 * description: Lines of code (thousands) of a web application by package, module and folder; with `drilldown` enabled only two levels are drawn at a time, clicking a circle zooms into it and a breadcrumb leads back.
 * keywords: drilldown, breadCrumb, zoom, circle packing, codebase, lines of code
 * topics: interaction
 * order: 2
 * height: 500
 */
import React from 'react';
import {CirclePacking} from '@ant-design/plots';

const data = {
  name: 'App',
  children: [
    {
      name: 'frontend',
      children: [
        {
          name: 'components',
          children: [
            {name: 'forms', value: 14},
            {name: 'tables', value: 9},
            {name: 'charts', value: 7},
          ],
        },
        {
          name: 'pages',
          children: [
            {name: 'account', value: 6},
            {name: 'checkout', value: 11},
            {name: 'search', value: 8},
          ],
        },
        {name: 'styles', value: 5},
      ],
    },
    {
      name: 'backend',
      children: [
        {
          name: 'api',
          children: [
            {name: 'orders', value: 16},
            {name: 'users', value: 10},
            {name: 'payments', value: 13},
          ],
        },
        {
          name: 'jobs',
          children: [
            {name: 'e-mails', value: 4},
            {name: 'reports', value: 6},
          ],
        },
        {name: 'db', value: 12},
      ],
    },
    {
      name: 'tests',
      children: [
        {name: 'unit', value: 18},
        {name: 'e2e', value: 7},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <CirclePacking
      data={data}
      colorField="depth"
      color="#e6f4ff-#91caff-#4096ff"
      pointStyle={{stroke: '#fff', lineWidth: 1}}
      drilldown={{enabled: true, breadCrumb: {position: 'top-left', rootText: 'App'}}}
      // Name the innermost circles drawn: the second level, or first-level circles with nothing inside.
      label={{
        fields: ['name', 'depth', 'height'],
        formatter: (d) => (d.depth === 2 || (d.depth === 1 && d.height === 0) ? d.name : ''),
        layout: {type: 'limit-in-shape'},
      }}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value}k lines`})}}
    />
  );
}
