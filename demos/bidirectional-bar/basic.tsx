/**
 * title: Population pyramid
 * description: Population of a country in millions by ten-year age group; the two fields of `yField` put men and women on opposite sides of a shared age axis.
 * keywords: bidirectional, population pyramid, comparison, age, gender
 * topics: basics, shapes
 * order: 1
 */
import React from 'react';
import {BidirectionalBar} from '@ant-design/plots';

const data = [
  {age: '0-9', male: 3.92, female: 3.73},
  {age: '10-19', male: 4.12, female: 3.91},
  {age: '20-29', male: 4.51, female: 4.32},
  {age: '30-39', male: 5.18, female: 5.02},
  {age: '40-49', male: 5.36, female: 5.29},
  {age: '50-59', male: 6.24, female: 6.18},
  {age: '60-69', male: 5.02, female: 5.31},
  {age: '70-79', male: 3.21, female: 3.84},
  {age: '80-89', male: 1.42, female: 2.21},
  {age: '90+', male: 0.21, female: 0.54},
];

export default function Demo() {
  return (
    <BidirectionalBar
      data={data}
      xField="age"
      yField={['male', 'female']}
      meta={{male: {alias: 'Men (millions)'}, female: {alias: 'Women (millions)'}}}
      xAxis={{position: 'bottom'}}
      yAxis={{male: {min: 0, max: 7, nice: true}, female: {min: 0, max: 7, nice: true}}}
      legend={{position: 'top'}}
      tooltip={{shared: true, showMarkers: false}}
    />
  );
}
