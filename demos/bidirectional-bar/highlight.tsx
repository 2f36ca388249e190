/**
 * title: Highlight the hovered bar
 * description: Exports and imports of a port by cargo type in million tonnes; with the `element-highlight` interaction, hovering a bar keeps it in full colour and fades the other bars on its side to the `state.inactive` style.
 * keywords: bidirectional, interactions, element-highlight, hover, highlight, trade
 * topics: interaction
 * order: 5
 */
import React from 'react';
import {BidirectionalBar} from '@ant-design/plots';

const data = [
  {cargo: 'Containers', exports: 31.4, imports: 36.2},
  {cargo: 'Crude oil', exports: 4.1, imports: 22.8},
  {cargo: 'Grain', exports: 12.7, imports: 3.2},
  {cargo: 'Coal', exports: 1.2, imports: 9.6},
  {cargo: 'Vehicles', exports: 5.8, imports: 4.4},
  {cargo: 'Chemicals', exports: 8.9, imports: 6.1},
];

export default function Demo() {
  return (
    <BidirectionalBar
      data={data}
      xField="cargo"
      yField={['exports', 'imports']}
      meta={{exports: {alias: 'Exports (Mt)'}, imports: {alias: 'Imports (Mt)'}}}
      xAxis={{position: 'bottom'}}
      yAxis={{exports: {min: 0, max: 40}, imports: {min: 0, max: 40}}}
      interactions={[{type: 'element-highlight'}]}
      state={{inactive: {style: {fillOpacity: 0.25}}}}
      legend={{position: 'top'}}
      tooltip={{showMarkers: false}}
    />
  );
}
