/**
 * title: Two-set Venn diagram
 * description: Households in a town that own a cat (3,200), a dog (4,100) or both (900), drawn as two overlapping circles sized by household count.
 * keywords: venn, two sets, overlap, intersection, pets
 * topics: data-shape
 * order: 2
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Cat'], households: 3200},
  {sets: ['Dog'], households: 4100},
  {sets: ['Cat', 'Dog'], households: 900},
];

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      legend={false}
      sizeField="households"
      pointStyle={{fillOpacity: 0.7}}
      label={{
        formatter: (d) => (d.sets.length === 1 ? `${d.sets[0]} owners` : `Both: ${d.households}`),
        style: {fontSize: 14},
      }}
    />
  );
}
