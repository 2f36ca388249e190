/**
 * title: Funnel with custom colours
 * description: Support tickets at each of five stages of resolution in one month, coloured from light to dark blue by a five-colour `color` array.
 * keywords: color, custom colors, palette, funnel, support tickets
 * topics: colors
 * order: 8
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

const data = [
  {stage: 'Opened', tickets: 1280},
  {stage: 'Triaged', tickets: 1150},
  {stage: 'In progress', tickets: 870},
  {stage: 'Awaiting customer', tickets: 540},
  {stage: 'Resolved', tickets: 410},
];

// Conversion text in a mid grey, which reads on a light and a dark page (the engine's default is dark in
// every theme); `fill` works although the option's type does not list it.
const conversionText = {fontSize: 12, fill: '#8c8c8c'};

export default function Demo() {
  return (
    <Funnel
      conversionTag={{style: conversionText}}
      data={data}
      xField="stage"
      yField="tickets"
      color={['#69b1ff', '#1677ff', '#0958d9', '#003eb3', '#002c8c']}
      minSize={0.35}
      maxSize={0.85}
      legend={false}
      meta={{tickets: {alias: 'Tickets'}}}
      label={{formatter: (d) => `${d.stage}: ${d.tickets}`, style: {fill: '#fff', fontSize: 13}}}
    />
  );
}
