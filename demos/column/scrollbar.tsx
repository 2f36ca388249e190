/**
 * title: Column with a horizontal scrollbar
 * description: Population of the thirty largest cities of a fictional country, largest first; a horizontal `scrollbar` with `categorySize` 80 keeps each column's band 80 px wide and scrolls sideways instead of squeezing them in.
 * keywords: scrollbar, scroll, horizontal, many categories, overflow
 * topics: slider, shapes
 * order: 31
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const names = [
  'Aldermoor',
  'Brightwater',
  'Caskfield',
  'Dunmere',
  'Elmsworth',
  'Fairhaven',
  'Glenrock',
  'Harrowgate',
  'Ironbridge',
  'Juniper Bay',
  'Kestrel Point',
  'Lindenfall',
  'Marrowby',
  'Northcliff',
  'Oakhurst',
  'Pinecrest',
  'Queensmoor',
  'Ravenhill',
  'Stonebury',
  'Thornwick',
  'Umberlee',
  'Valewood',
  'Westmarch',
  'Yarrowdale',
  'Zephyr Cove',
  'Ashcombe',
  'Bramblewick',
  'Coldharbour',
  'Deepford',
  'Easthollow',
];
// City sizes shrink roughly like Zipf's law: the n-th city has 1/n^0.8 of the largest.
const data = names.map((city, i) => ({city, population: Math.round(2400000 / (i + 1) ** 0.8)}));

export default function Demo() {
  return (
    <Column
      data={data}
      xField="city"
      yField="population"
      meta={{population: {alias: 'Population'}}}
      yAxis={{label: {formatter: (v) => `${Number(v) / 1e6}M`}}}
      xAxis={{label: {autoRotate: false, autoHide: false}}}
      // categorySize is the width in pixels given to each city before the chart scrolls.
      scrollbar={{type: 'horizontal', categorySize: 80}}
    />
  );
}
