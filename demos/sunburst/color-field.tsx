/**
 * title: Sunburst coloured by a field (colorField)
 * description: Electricity generated in one year (TWh) by source, grouped into renewable, fossil and nuclear; `colorField: 'kind'` colours every segment by the kind written on its group, so the sources share their group's colour.
 * keywords: colorField, color, category, sunburst, electricity mix
 * topics: colors, dashboards
 * order: 4
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

const data = {
  name: 'Electricity',
  children: [
    {
      name: 'Renewable',
      kind: 'Renewable',
      children: [
        {name: 'Wind', value: 132},
        {name: 'Solar', value: 61},
        {name: 'Hydro', value: 24},
        {name: 'Biomass', value: 45},
      ],
    },
    {
      name: 'Fossil',
      kind: 'Fossil',
      children: [
        {name: 'Gas', value: 78},
        {name: 'Coal', value: 55},
      ],
    },
    {name: 'Nuclear', kind: 'Nuclear', children: [{name: 'Nuclear', value: 70}]},
  ],
};

export default function Demo() {
  return (
    <Sunburst
      data={data}
      innerRadius={0.3}
      radius={1}
      colorField="kind"
      color={['#52c41a', '#8c8c8c', '#faad14']}
      legend={{position: 'bottom'}}
      interactions={[{type: 'element-active'}]}
      label={{layout: [{type: 'limit-in-shape'}]}}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value} TWh`})}}
    />
  );
}
