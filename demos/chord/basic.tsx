/**
 * title: Migration between regions
 * description: People (thousands) who moved between five regions of a country in one year: each row of the data is one ribbon from `sourceField` to `targetField`, as wide as its `weightField` value.
 * keywords: chord, flows, relationships, migration, network
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Chord} from '@ant-design/plots';

const data = [
  {from: 'North', to: 'Capital', people: 84},
  {from: 'North', to: 'Coast', people: 31},
  {from: 'North', to: 'South', people: 12},
  {from: 'South', to: 'Capital', people: 66},
  {from: 'South', to: 'Coast', people: 47},
  {from: 'South', to: 'East', people: 18},
  {from: 'East', to: 'Capital', people: 52},
  {from: 'East', to: 'North', people: 15},
  {from: 'Capital', to: 'Coast', people: 73},
  {from: 'Capital', to: 'North', people: 28},
  {from: 'Capital', to: 'East', people: 24},
  {from: 'Coast', to: 'South', people: 22},
  {from: 'Coast', to: 'Capital', people: 35},
];

export default function Demo() {
  return (
    <Chord
      data={data}
      sourceField="from"
      targetField="to"
      weightField="people"
      tooltip={{formatter: (d) => ({name: `${d.source} → ${d.target}`, value: `${d.value}k people`})}}
    />
  );
}
