/**
 * title: Bar highlighting one category with a color callback
 * description: Illustrative average commute times in eight European capitals; a `color` callback paints Berlin orange and every other city grey, to compare one city with the rest.
 * keywords: color, callback, highlight, conditional color, emphasis
 * topics: colors
 * order: 8
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {city: 'London', minutes: 47},
  {city: 'Paris', minutes: 44},
  {city: 'Madrid', minutes: 41},
  {city: 'Rome', minutes: 39},
  {city: 'Berlin', minutes: 37},
  {city: 'Vienna', minutes: 33},
  {city: 'Prague', minutes: 31},
  {city: 'Copenhagen', minutes: 28},
];
const highlighted = 'Berlin';

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="minutes"
      yField="city"
      // Without seriesField, the callback receives the category of each bar.
      color={({city}) => (city === highlighted ? '#FA8C16' : '#BFBFBF')}
      meta={{minutes: {alias: 'Commute (min)'}}}
      label={{position: 'right', formatter: (d) => `${d.minutes} min`}}
      appendPadding={[0, 24, 0, 0]}
    />
  );
}
