/**
 * title: Rose with values inside the petals
 * description: Veteran trees of each species counted in a woodland survey, with each count written inside its petal by a label with a negative offset; the species names sit in the legend.
 * keywords: rose, label, inner, offset, values, limit-in-shape, survey
 * topics: label, shapes
 * order: 10
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const data = [
  {species: 'Oak', trees: 48},
  {species: 'Beech', trees: 41},
  {species: 'Ash', trees: 35},
  {species: 'Birch', trees: 30},
  {species: 'Hornbeam', trees: 22},
  {species: 'Lime', trees: 17},
  {species: 'Maple', trees: 12},
];

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="species"
      yField="trees"
      seriesField="species"
      radius={0.9}
      innerRadius={0.2}
      meta={{species: {alias: 'Species'}, trees: {alias: 'Trees'}}}
      label={{
        offset: -16,
        content: (datum) => `${datum.trees}`,
        style: {fill: '#fff', fontSize: 13, fontWeight: 600},
      }}
      legend={{position: 'right'}}
    />
  );
}
