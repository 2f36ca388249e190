/**
 * title: Venn with legend highlighting
 * description: Newsletter subscribers of a publisher by the topics they follow (politics, sport, culture); hovering a legend item highlights that region and fades the others.
 * keywords: legend, legend-highlight, venn, hover legend, subscribers
 * topics: legend, interaction
 * order: 9
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Politics'], subscribers: 42000},
  {sets: ['Sport'], subscribers: 38000},
  {sets: ['Culture'], subscribers: 25000},
  {sets: ['Politics', 'Sport'], subscribers: 9000},
  {sets: ['Politics', 'Culture'], subscribers: 11000},
  {sets: ['Sport', 'Culture'], subscribers: 4000},
  {sets: ['Politics', 'Sport', 'Culture'], subscribers: 2500},
];

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      sizeField="subscribers"
      pointStyle={{fillOpacity: 0.75}}
      legend={{
        position: 'bottom',
        flipPage: false,
        itemName: {formatter: (text: string) => text.split(',').join(' + ')},
      }}
      label={{formatter: (d) => (d.sets.length === 1 ? d.sets[0] : '')}}
      interactions={[{type: 'legend-highlight'}]}
    />
  );
}
