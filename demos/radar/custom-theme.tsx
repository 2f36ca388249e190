/**
 * title: Radar with a registered custom theme
 * description: Three coffee blends rated on five taste notes, drawn with a theme named 'espresso' that G2.registerTheme defines once (earthy series colours and a warm background) and that the chart uses by name.
 * keywords: radar, theme, registerTheme, G2, custom theme, colors10, background
 * topics: theme
 * order: 9
 */
import React from 'react';
import {Radar, G2} from '@ant-design/plots';

G2.registerTheme('espresso', {
  background: '#FBF6EF',
  defaultColor: '#8C5A3C',
  colors10: [
    '#8C5A3C',
    '#D99A4E',
    '#5E7D4A',
    '#B5523B',
    '#4F6D7A',
    '#C7B08A',
    '#6B4F8C',
    '#A3A847',
    '#7A8C99',
    '#D4776A',
  ],
});

const notes = ['Acidity', 'Body', 'Sweetness', 'Bitterness', 'Aroma'];
const ratings: Record<string, number[]> = {
  'Morning Roast': [3, 4, 3, 4, 3],
  Highland: [5, 2, 4, 2, 5],
  'Dark Velvet': [2, 5, 2, 5, 4],
};

const data = Object.entries(ratings).flatMap(([blend, values]) =>
  values.map((rating, i) => ({note: notes[i], blend, rating})),
);

export default function Demo() {
  return (
    <Radar
      theme="espresso"
      data={data}
      xField="note"
      yField="rating"
      seriesField="blend"
      meta={{rating: {min: 0, max: 5, alias: 'Rating'}}}
      area={{style: {fillOpacity: 0.15}}}
      point={{size: 3}}
      xAxis={{line: null, tickLine: null}}
      yAxis={{line: null, tickLine: null, label: false}}
      legend={{position: 'bottom'}}
    />
  );
}
