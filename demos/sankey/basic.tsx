/**
 * title: Energy flows
 * description: Energy flows (TWh) of a national economy from primary sources through electricity generation to end-use sectors and losses: one data row per flow, `weightField` giving its width; the nodes can be dragged (`nodeDraggable`).
 * keywords: sankey, flows, energy, network, weight
 * topics: basics
 * order: 1
 * height: 500
 */
import React from 'react';
import {Sankey} from '@ant-design/plots';

const data = [
  {source: 'Coal', target: 'Electricity', twh: 180},
  {source: 'Natural gas', target: 'Electricity', twh: 210},
  {source: 'Natural gas', target: 'Buildings', twh: 240},
  {source: 'Natural gas', target: 'Industry', twh: 160},
  {source: 'Nuclear', target: 'Electricity', twh: 190},
  {source: 'Wind & solar', target: 'Electricity', twh: 130},
  {source: 'Oil', target: 'Transport', twh: 520},
  {source: 'Oil', target: 'Industry', twh: 90},
  {source: 'Electricity', target: 'Buildings', twh: 220},
  {source: 'Electricity', target: 'Industry', twh: 140},
  {source: 'Electricity', target: 'Transport', twh: 20},
  {source: 'Electricity', target: 'Conversion losses', twh: 330},
  {source: 'Buildings', target: 'Useful energy', twh: 350},
  {source: 'Buildings', target: 'Waste heat', twh: 110},
  {source: 'Industry', target: 'Useful energy', twh: 280},
  {source: 'Industry', target: 'Waste heat', twh: 110},
  {source: 'Transport', target: 'Useful energy', twh: 150},
  {source: 'Transport', target: 'Waste heat', twh: 390},
];

export default function Demo() {
  return (
    <Sankey
      data={data}
      sourceField="source"
      targetField="target"
      weightField="twh"
      nodeWidthRatio={0.01}
      nodePaddingRatio={0.03}
      nodeDraggable
      edgeStyle={{fillOpacity: 0.35}}
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `${d.value} TWh`})}}
    />
  );
}
