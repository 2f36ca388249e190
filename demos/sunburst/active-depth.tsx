/**
 * title: Sunburst showing two levels at a time (activeDepth)
 * description: Page views (thousands) of a documentation site by section, page group and page; `hierarchyConfig.activeDepth: 2` draws only the first two rings, and clicking a segment drills down (drill-down is on by default) to show the levels below it.
 * keywords: activeDepth, hierarchyConfig, levels, depth, drilldown, page views
 * topics: data-shape
 * order: 3
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

const data = {
  name: 'Docs',
  children: [
    {
      name: 'Guides',
      children: [
        {
          name: 'Getting started',
          children: [
            {name: 'Install', value: 182},
            {name: 'First app', value: 141},
          ],
        },
        {
          name: 'Deployment',
          children: [
            {name: 'Docker', value: 66},
            {name: 'Serverless', value: 48},
          ],
        },
        {
          name: 'Testing',
          children: [
            {name: 'Unit tests', value: 39},
            {name: 'End-to-end', value: 27},
          ],
        },
      ],
    },
    {
      name: 'API reference',
      children: [
        {
          name: 'Client',
          children: [
            {name: 'connect()', value: 95},
            {name: 'query()', value: 120},
          ],
        },
        {
          name: 'Server',
          children: [
            {name: 'listen()', value: 58},
            {name: 'middleware', value: 74},
          ],
        },
      ],
    },
    {
      name: 'Tutorials',
      children: [
        {
          name: 'Blog app',
          children: [
            {name: 'Part 1', value: 64},
            {name: 'Part 2', value: 37},
          ],
        },
        {
          name: 'Chat app',
          children: [
            {name: 'Part 1', value: 52},
            {name: 'Part 2', value: 30},
          ],
        },
      ],
    },
    {
      name: 'Changelog',
      children: [
        {name: 'v3', value: 44},
        {name: 'v2', value: 12},
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
      hierarchyConfig={{activeDepth: 2}}
      interactions={[{type: 'element-active'}]}
      drilldown={{breadCrumb: {position: 'top-left', rootText: 'All docs'}}}
      label={{layout: [{type: 'limit-in-shape'}], style: {fontSize: 11}}}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value}k views`})}}
    />
  );
}
