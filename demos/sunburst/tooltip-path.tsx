/**
 * title: Sunburst tooltip showing the node's path
 * description: Streams of a music service in one week (millions) by genre, sub-genre and artist; a `customContent` tooltip prints the hovered node's `path` from genre down, its streams and its share of its parent.
 * keywords: tooltip, customContent, path, breadcrumb, share of parent, music streams
 * topics: tooltip
 * order: 7
 * height: 500
 */
import React from 'react';
import {Sunburst} from '@ant-design/plots';

const data = {
  name: 'All streams',
  children: [
    {
      name: 'Pop',
      children: [
        {
          name: 'Synth-pop',
          children: [
            {name: 'Neon Harbor', value: 18.2},
            {name: 'Violet Static', value: 9.6},
          ],
        },
        {
          name: 'Indie pop',
          children: [
            {name: 'Paper Moths', value: 11.4},
            {name: 'June Avenue', value: 7.1},
          ],
        },
      ],
    },
    {
      name: 'Hip-hop',
      children: [
        {
          name: 'Trap',
          children: [
            {name: 'K. Rivers', value: 15.3},
            {name: 'Lil Orbit', value: 8.8},
          ],
        },
        {name: 'Boom bap', children: [{name: 'Dusty Crates', value: 6.2}]},
      ],
    },
    {
      name: 'Electronic',
      children: [
        {
          name: 'House',
          children: [
            {name: 'Deep Tide', value: 7.9},
            {name: 'Marble Club', value: 5.5},
          ],
        },
        {name: 'Ambient', children: [{name: 'Low Clouds', value: 4.3}]},
      ],
    },
  ],
};

type Node = {path: string; value: number; parent?: {value: number}};

export default function Demo() {
  return (
    <Sunburst
      data={data}
      innerRadius={0.2}
      radius={1}
      interactions={[{type: 'element-active'}]}
      label={{layout: [{type: 'limit-in-shape'}], style: {fontSize: 10}}}
      tooltip={{
        customContent: (_title, items) => {
          const node = items?.[0]?.data as Node | undefined;
          if (!node) return '';
          // `path` is written "Genre / Sub-genre / Artist".
          const steps = node.path.split(' / ');
          const share = node.parent ? `${((node.value / node.parent.value) * 100).toFixed(0)}% of its parent` : '';
          return `<div style="padding: 8px 4px; line-height: 20px">
            <div style="color: #8c8c8c">${steps.slice(0, -1).join(' › ') || 'Genre'}</div>
            <div style="font-weight: 600">${steps[steps.length - 1]}</div>
            <div>${node.value.toFixed(1)}M streams · ${share}</div>
          </div>`;
        },
      }}
    />
  );
}
