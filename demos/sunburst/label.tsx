/**
 * title: Sunburst with horizontal labels and values
 * description: Native speakers (millions) of the largest languages of four language families; the labels stay horizontal (`autoRotate: false`), show the value under the name and are hidden where they do not fit.
 * keywords: label, autoRotate, formatter, limit-in-shape, languages, speakers
 * topics: label, shapes
 * order: 6
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

const data = {
  name: 'Languages',
  children: [
    {
      name: 'Indo-European',
      children: [
        {name: 'Spanish', value: 485},
        {name: 'English', value: 380},
        {name: 'Hindi', value: 345},
        {name: 'Portuguese', value: 236},
        {name: 'Russian', value: 148},
      ],
    },
    {
      name: 'Sino-Tibetan',
      children: [
        {name: 'Mandarin', value: 939},
        {name: 'Yue', value: 86},
        {name: 'Wu', value: 83},
      ],
    },
    {
      name: 'Afro-Asiatic',
      children: [
        {name: 'Arabic', value: 362},
        {name: 'Hausa', value: 58},
      ],
    },
    {name: 'Japonic', children: [{name: 'Japanese', value: 123}]},
  ],
};

export default function Demo() {
  return (
    <Sunburst
      data={data}
      innerRadius={0.2}
      radius={1}
      interactions={[{type: 'element-active'}]}
      label={{
        autoRotate: false,
        layout: [{type: 'limit-in-shape'}],
        style: {fontSize: 11, lineHeight: 14, textAlign: 'center'},
        formatter: (d) => `${d.name}\n${d.value}M`,
      }}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value} million`})}}
    />
  );
}
