/**
 * title: Single-level treemap
 * description: Market share (%) of nine smartphone brands and the rest grouped as Others in one quarter, drawn as one level of rectangles sized by share and coloured by brand.
 * keywords: treemap, flat, single level, market share, part-to-whole
 * topics: data-shape
 * order: 2
 * height: 420
 */
import React from 'react';
import {Treemap} from '@ant-design/plots';

const data = {
  name: 'Smartphones',
  children: [
    {name: 'Brand A', value: 21.4},
    {name: 'Brand B', value: 19.8},
    {name: 'Brand C', value: 13.2},
    {name: 'Brand D', value: 9.6},
    {name: 'Brand E', value: 8.1},
    {name: 'Brand F', value: 6.3},
    {name: 'Brand G', value: 5.2},
    {name: 'Brand H', value: 4.4},
    {name: 'Brand I', value: 3.1},
    {name: 'Others', value: 8.9},
  ],
};

export default function Demo() {
  return (
    <Treemap
      data={data}
      colorField="name"
      legend={false}
      label={{fields: ['name', 'value'], formatter: (d) => `${d.name}\n${d.value}%`, style: {lineHeight: 16}}}
      tooltip={{formatter: (d) => ({name: d.name, value: `${d.value}%`})}}
    />
  );
}
