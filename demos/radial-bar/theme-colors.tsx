/**
 * title: Radial bar with a theme object
 * description: Downloads of six podcast episodes in their first week, each bar coloured from the `colors10` list of a theme object passed straight to the `theme` option, with no theme registered.
 * keywords: radial bar, theme, colors10, palette, theme object, custom colors
 * topics: theme, colors, shapes
 * order: 9
 */
import React from 'react';
import {RadialBar} from '@ant-design/plots';

const data = [
  {episode: 'Ep. 41', downloads: 3120},
  {episode: 'Ep. 42', downloads: 2870},
  {episode: 'Ep. 43', downloads: 4410},
  {episode: 'Ep. 44', downloads: 3650},
  {episode: 'Ep. 45', downloads: 5230},
  {episode: 'Ep. 46', downloads: 6080},
];

const theme = {
  colors10: [
    '#264653',
    '#2A9D8F',
    '#8AB17D',
    '#E9C46A',
    '#F4A261',
    '#E76F51',
    '#9C6644',
    '#6D597A',
    '#B56576',
    '#355070',
  ],
};

export default function Demo() {
  return (
    <RadialBar
      theme={theme}
      data={data}
      xField="episode"
      yField="downloads"
      colorField="episode"
      maxAngle={270}
      radius={0.9}
      innerRadius={0.2}
      barStyle={{lineCap: 'round'}}
      meta={{downloads: {alias: 'Downloads'}}}
    />
  );
}
