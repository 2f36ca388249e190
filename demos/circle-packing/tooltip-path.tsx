/**
 * title: Circle packing tooltip with the node's path
 * description: Birds counted in a garden bird survey, nested by order, family and species; a `customContent` tooltip writes the hovered circle's `path` from order to species and its count.
 * keywords: tooltip, customContent, path, hierarchy, circle packing, bird survey
 * topics: tooltip
 * order: 5
 * height: 500
 */
import React from 'react';
import {CirclePacking} from '@ant-design/plots';

const data = {
  name: 'Birds',
  children: [
    {
      name: 'Passerines',
      children: [
        {
          name: 'Tits',
          children: [
            {name: 'Blue tit', value: 142},
            {name: 'Great tit', value: 98},
            {name: 'Coal tit', value: 31},
          ],
        },
        {
          name: 'Finches',
          children: [
            {name: 'Goldfinch', value: 87},
            {name: 'Chaffinch', value: 64},
          ],
        },
        {
          name: 'Thrushes',
          children: [
            {name: 'Blackbird', value: 121},
            {name: 'Song thrush', value: 22},
          ],
        },
      ],
    },
    {
      name: 'Pigeons',
      children: [
        {
          name: 'Pigeons and doves',
          children: [
            {name: 'Woodpigeon', value: 133},
            {name: 'Collared dove', value: 46},
          ],
        },
      ],
    },
    {
      name: 'Woodpeckers',
      children: [
        {
          name: 'Woodpeckers',
          children: [
            {name: 'Great spotted', value: 19},
            {name: 'Green', value: 7},
          ],
        },
      ],
    },
  ],
};

type Node = {name: string; path: string; value: number};

export default function Demo() {
  return (
    <CirclePacking
      data={data}
      colorField="depth"
      color="#f6ffed-#b7eb8f-#73d13d"
      pointStyle={{stroke: '#fff', lineWidth: 1}}
      label={{
        fields: ['name', 'height'],
        formatter: (d) => (d.height === 0 ? d.name : ''),
        layout: {type: 'limit-in-shape'},
        style: {fontSize: 11},
      }}
      tooltip={{
        customContent: (_title, items) => {
          const node = items?.[0]?.data as Node | undefined;
          if (!node) return '';
          // `path` is written "Order / Family / Species"; the root circle's path is just its name.
          return `<div style="padding: 8px 4px; line-height: 20px">
            <div style="color: #8c8c8c">${node.path.split(' / ').join(' › ')}</div>
            <div><b>${node.value}</b> birds counted</div>
          </div>`;
        },
      }}
    />
  );
}
