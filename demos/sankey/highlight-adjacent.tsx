/**
 * title: Sankey highlighting a node's edges on hover
 * description: A city's water (million m³ a year) from its sources through treatment to its users; hovering a node sets the `active` state on every edge that enters or leaves it, through `setState` in a `polygon:mouseenter` handler.
 * keywords: interaction, setState, edgeState, hover, highlight links, adjacent edges
 * topics: interaction, state
 * order: 7
 */
import React from 'react';
import {Sankey} from '@ant-design/plots';

const data = [
  {source: 'River', target: 'Treatment plant A', volume: 48},
  {source: 'Lake', target: 'Treatment plant A', volume: 22},
  {source: 'Lake', target: 'Treatment plant B', volume: 31},
  {source: 'Groundwater', target: 'Treatment plant B', volume: 19},
  {source: 'Treatment plant A', target: 'Households', volume: 41},
  {source: 'Treatment plant A', target: 'Industry', volume: 18},
  {source: 'Treatment plant A', target: 'Leaks', volume: 11},
  {source: 'Treatment plant B', target: 'Households', volume: 27},
  {source: 'Treatment plant B', target: 'Public buildings', volume: 14},
  {source: 'Treatment plant B', target: 'Leaks', volume: 9},
];

export default function Demo() {
  return (
    <Sankey
      data={data}
      sourceField="source"
      targetField="target"
      weightField="volume"
      nodeWidthRatio={0.015}
      edgeState={{active: {style: {opacity: 0.75, lineWidth: 0}}}}
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `${d.value} million m³`})}}
      onReady={(plot) => {
        // The nodes are polygons; the edges are edge shapes.
        plot.on('polygon:mouseenter', (event: {data?: {data?: {name: string}}}) => {
          const name = event.data?.data?.name;
          plot.setState('active', () => true, false);
          plot.setState('active', (d) => {
            const edge = d as {isNode?: boolean; source?: string; target?: string};
            return !edge.isNode && (edge.source === name || edge.target === name);
          });
        });
        plot.on('polygon:mouseleave', () => plot.setState('active', () => true, false));
      }}
    />
  );
}
