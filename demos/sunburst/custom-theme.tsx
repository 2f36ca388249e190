/**
 * title: Sunburst with a registered custom theme
 * description: Area (km²) of the land cover of a national park by type and sub-type, drawn with a navy "night-sky" theme registered once with `G2.registerTheme` and picked by name through `theme`.
 * keywords: theme, G2.registerTheme, styleSheet, background, palette, dark
 * topics: theme, colors
 * order: 12
 * height: 500
 */
import React from 'react';
import {G2, Sunburst} from '@ant-design/plots';

// Register once, then any chart can use theme="night-sky".
G2.registerTheme('night-sky', {
  styleSheet: {
    backgroundColor: '#0b2545',
    brandColor: '#8da9c4',
    paletteQualitative10: ['#13c2c2', '#eebbc3', '#f6bd16', '#8da9c4', '#b37feb'],
  },
});

const data = {
  name: 'Park',
  children: [
    {
      name: 'Forest',
      children: [
        {name: 'Pine forest', value: 412},
        {name: 'Mixed forest', value: 268},
        {name: 'Birch groves', value: 74},
      ],
    },
    {
      name: 'Wetland',
      children: [
        {name: 'Bogs', value: 186},
        {name: 'Marshes', value: 97},
      ],
    },
    {
      name: 'Open land',
      children: [
        {name: 'Heath', value: 143},
        {name: 'Meadows', value: 88},
      ],
    },
    {
      name: 'Water',
      children: [
        {name: 'Lakes', value: 121},
        {name: 'Rivers', value: 23},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <Sunburst
      data={data}
      theme="night-sky"
      innerRadius={0.25}
      radius={0.95}
      sunburstStyle={{stroke: '#0b2545', lineWidth: 1.5}}
      interactions={[{type: 'element-active'}]}
      label={{layout: [{type: 'limit-in-shape'}], style: {fill: '#0b2545', fontSize: 11}}}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value} km²`})}}
    />
  );
}
