/**
 * title: Sunburst zoom on click with a back button
 * description: Weekly sales (thousand USD) of a grocery store by department, aisle and product; an `element:click` handler makes the clicked segment the chart's root, and a Back button held in React state climbs one level up.
 * keywords: events, element:click, onReady, useState, zoom, drill down, back button
 * topics: events, interaction
 * order: 11
 * height: 520
 */
import React, {useCallback, useState} from 'react';
import {Sunburst, type SunburstConfig} from '@ant-design/plots';

type TreeNode = {name: string; value?: number; children?: TreeNode[]};

const data: TreeNode = {
  name: 'Store',
  children: [
    {
      name: 'Fresh food',
      children: [
        {
          name: 'Fruit',
          children: [
            {name: 'Bananas', value: 6.1},
            {name: 'Apples', value: 4.8},
            {name: 'Berries', value: 3.9},
          ],
        },
        {
          name: 'Vegetables',
          children: [
            {name: 'Tomatoes', value: 3.4},
            {name: 'Potatoes', value: 2.7},
            {name: 'Salad', value: 2.2},
          ],
        },
        {
          name: 'Bakery',
          children: [
            {name: 'Bread', value: 5.6},
            {name: 'Pastries', value: 2.9},
          ],
        },
      ],
    },
    {
      name: 'Dairy',
      children: [
        {
          name: 'Milk',
          children: [
            {name: 'Whole milk', value: 3.8},
            {name: 'Oat milk', value: 2.1},
          ],
        },
        {
          name: 'Cheese',
          children: [
            {name: 'Cheddar', value: 2.6},
            {name: 'Mozzarella', value: 1.9},
          ],
        },
      ],
    },
    {
      name: 'Pantry',
      children: [
        {
          name: 'Pasta & rice',
          children: [
            {name: 'Spaghetti', value: 1.7},
            {name: 'Basmati rice', value: 1.5},
          ],
        },
        {
          name: 'Breakfast',
          children: [
            {name: 'Cereal', value: 2.4},
            {name: 'Coffee', value: 4.2},
          ],
        },
      ],
    },
  ],
};

function findNode(node: TreeNode, name: string): TreeNode | undefined {
  if (node.name === name) return node;
  for (const child of node.children ?? []) {
    const found = findNode(child, name);
    if (found) return found;
  }
  return undefined;
}

// Outside the component, like every option holding a function: the chart compares its options
// on each render and redraws from scratch when a function is new.
const tooltip: SunburstConfig['tooltip'] = {
  fields: ['path', 'value'],
  formatter: (d) => ({name: d.path, value: `$${d.value.toFixed(1)}k`}),
};

export default function Demo() {
  // Names of the nodes zoomed into, from the top level down.
  const [trail, setTrail] = useState<string[]>([]);
  // Made once: a new function on every render would make the chart redraw from scratch (a full
  // `update()`) each time the state below changes.
  const onReady = useCallback<NonNullable<SunburstConfig['onReady']>>((plot) => {
    plot.on('element:click', (event: {data?: {data?: {name: string}}}) => {
      const name = event.data?.data?.name;
      // Only nodes with children can become the new root.
      if (name && findNode(data, name)?.children) setTrail((t) => [...t, name]);
    });
  }, []);

  const root = trail.length > 0 ? (findNode(data, trail[trail.length - 1]) ?? data) : data;

  return (
    <div>
      <div style={{display: 'flex', alignItems: 'center', gap: 12, height: 32}}>
        <button type="button" disabled={trail.length === 0} onClick={() => setTrail((t) => t.slice(0, -1))}>
          ← Back
        </button>
        <span>{['Store', ...trail].join(' › ')}</span>
      </div>
      <Sunburst
        data={root}
        height={480}
        innerRadius={0.25}
        radius={1}
        drilldown={{enabled: false}}
        interactions={[{type: 'element-active'}]}
        label={{layout: [{type: 'limit-in-shape'}], style: {fontSize: 11}}}
        tooltip={tooltip}
        onReady={onReady}
      />
    </div>
  );
}
