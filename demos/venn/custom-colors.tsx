/**
 * title: Venn with custom colours
 * description: Cities in a travel guide that are known for food, architecture or beaches, with each set's circle given its own colour through the `color` array.
 * keywords: color, palette, custom colors, venn, travel
 * topics: colors
 * order: 6
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Food'], cities: 64},
  {sets: ['Architecture'], cities: 58},
  {sets: ['Beaches'], cities: 41},
  {sets: ['Food', 'Architecture'], cities: 22},
  {sets: ['Food', 'Beaches'], cities: 14},
  {sets: ['Architecture', 'Beaches'], cities: 9},
  {sets: ['Food', 'Architecture', 'Beaches'], cities: 5},
];

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      legend={false}
      sizeField="cities"
      color={['#f4664a', '#5b8ff9', '#30bf78']}
      pointStyle={{fillOpacity: 0.8}}
      label={{formatter: (d) => (d.sets.length === 1 ? `${d.sets[0]}: ${d.cities}` : `${d.cities}`)}}
    />
  );
}
