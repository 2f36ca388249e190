/**
 * title: Sunburst with custom colours
 * description: Trees counted in a city park by group (conifers, broadleaves, fruit trees) and species, drawn with a three-colour palette set through `color`, and a white border from `state.active` on the hovered segment.
 * keywords: color, palette, custom colors, state, active, trees
 * topics: colors
 * order: 9
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

const data = {
  name: 'Park trees',
  children: [
    {
      name: 'Conifers',
      children: [
        {name: 'Scots pine', value: 212},
        {name: 'Norway spruce', value: 148},
        {name: 'Larch', value: 64},
      ],
    },
    {
      name: 'Broadleaves',
      children: [
        {name: 'Oak', value: 305},
        {name: 'Beech', value: 187},
        {name: 'Lime', value: 133},
        {name: 'Birch', value: 96},
      ],
    },
    {
      name: 'Fruit trees',
      children: [
        {name: 'Apple', value: 58},
        {name: 'Cherry', value: 41},
        {name: 'Pear', value: 22},
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
      color={['#237804', '#7cb305', '#d4380d']}
      interactions={[{type: 'element-active'}]}
      state={{active: {style: {stroke: '#fff', lineWidth: 3}}}}
      label={{layout: [{type: 'limit-in-shape'}]}}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value} trees`})}}
    />
  );
}
