/**
 * title: Sankey with draggable nodes
 * description: Passengers (thousands) of an airline in one month from four home airports through two hubs to their destination regions; with `nodeDraggable` any node can be dragged to untangle the flows, and its edges follow.
 * keywords: nodeDraggable, drag, interaction, move nodes, sankey, airline
 * topics: interaction
 * order: 6
 */
import React from 'react';
import {Sankey} from '@ant-design/plots';

const data = [
  {from: 'Lyon', to: 'Paris hub', passengers: 38},
  {from: 'Nice', to: 'Paris hub', passengers: 29},
  {from: 'Lyon', to: 'Amsterdam hub', passengers: 12},
  {from: 'Toulouse', to: 'Paris hub', passengers: 24},
  {from: 'Toulouse', to: 'Amsterdam hub', passengers: 9},
  {from: 'Bordeaux', to: 'Amsterdam hub', passengers: 17},
  {from: 'Paris hub', to: 'North America', passengers: 33},
  {from: 'Paris hub', to: 'Africa', passengers: 27},
  {from: 'Paris hub', to: 'Asia', passengers: 31},
  {from: 'Amsterdam hub', to: 'North America', passengers: 14},
  {from: 'Amsterdam hub', to: 'Asia', passengers: 24},
];

export default function Demo() {
  return (
    <Sankey
      data={data}
      sourceField="from"
      targetField="to"
      weightField="passengers"
      nodeDraggable
      nodeWidthRatio={0.015}
      nodePaddingRatio={0.04}
      nodeStyle={{cursor: 'move'}}
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `${d.value}k passengers`})}}
    />
  );
}
