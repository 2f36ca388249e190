/**
 * title: Outline-only Venn
 * description: Recipes in a cookbook that are vegetarian, gluten-free or ready in 30 minutes, drawn as coloured circle outlines with no fill through a `pointStyle` callback, so the overlaps stay readable in print.
 * keywords: pointStyle, stroke, outline, no fill, venn, recipes
 * topics: colors
 * order: 11
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Vegetarian'], recipes: 48},
  {sets: ['Gluten-free'], recipes: 31},
  {sets: ['30 minutes'], recipes: 40},
  {sets: ['Vegetarian', 'Gluten-free'], recipes: 14},
  {sets: ['Vegetarian', '30 minutes'], recipes: 19},
  {sets: ['Gluten-free', '30 minutes'], recipes: 11},
  {sets: ['Vegetarian', 'Gluten-free', '30 minutes'], recipes: 6},
];

const strokes: Record<string, string> = {Vegetarian: '#389e0d', 'Gluten-free': '#d46b08', '30 minutes': '#1d39c4'};

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      sizeField="recipes"
      legend={false}
      // Only the three circles get a stroke; the overlap regions are left empty.
      pointStyle={({sets}: {sets: string[]}) => ({
        fillOpacity: 0,
        lineWidth: 2,
        stroke: sets.length === 1 ? strokes[sets[0]] : 'transparent',
      })}
      label={{
        formatter: (d) => (d.sets.length === 1 ? `${d.sets[0]}\n${d.recipes}` : `${d.recipes}`),
        // The circles are unfilled, so the labels sit on the page: a mid grey reads on a white and a dark one.
        style: {fill: '#8c8c8c', fontSize: 13, lineHeight: 17},
      }}
    />
  );
}
