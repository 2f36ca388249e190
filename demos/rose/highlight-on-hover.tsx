/**
 * title: Rose that highlights the hovered petal
 * description: Hours a freelance designer billed to each of eight clients in a quarter; with the `element-highlight` interaction, hovering a petal keeps it bright and dims the others, and the tooltip shows that client's hours.
 * keywords: rose, interaction, element-highlight, hover, highlight, tooltip
 * topics: interaction
 * order: 11
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const data = [
  {client: 'Atlas', hours: 86},
  {client: 'Birch & Co', hours: 42},
  {client: 'Cobalt', hours: 118},
  {client: 'Dune', hours: 27},
  {client: 'Ember', hours: 64},
  {client: 'Fjord', hours: 95},
  {client: 'Gale', hours: 33},
  {client: 'Harbor', hours: 51},
];

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="client"
      yField="hours"
      seriesField="client"
      radius={0.8}
      innerRadius={0.15}
      legend={false}
      meta={{hours: {alias: 'Hours billed'}}}
      tooltip={{shared: false}}
      interactions={[{type: 'element-highlight'}]}
      label={{offset: 8, style: {fontSize: 11}}}
    />
  );
}
