/**
 * title: Word cloud with rotated words
 * description: How many of the 400 recipes in a cookbook use each pantry ingredient, with every third word turned upright by a rotation function so the layout stays the same on every render.
 * keywords: rotation, rotate, vertical words, wordStyle, ingredients, recipes
 * topics: shapes
 * order: 2
 */
import React from 'react';
import {WordCloud} from '@ant-design/plots';

// Recipes (out of 400) that use each ingredient.
const recipes: [string, number][] = [
  ['garlic', 231],
  ['onion', 224],
  ['olive oil', 212],
  ['salt', 398],
  ['black pepper', 301],
  ['butter', 176],
  ['eggs', 158],
  ['flour', 141],
  ['lemon', 133],
  ['sugar', 129],
  ['tomatoes', 118],
  ['parsley', 96],
  ['thyme', 88],
  ['chicken stock', 84],
  ['cumin', 79],
  ['paprika', 75],
  ['ginger', 71],
  ['chilli', 69],
  ['cream', 66],
  ['parmesan', 64],
  ['rice', 61],
  ['basil', 58],
  ['soy sauce', 57],
  ['honey', 55],
  ['carrots', 54],
  ['potatoes', 52],
  ['milk', 51],
  ['coriander', 49],
  ['red wine', 46],
  ['bay leaves', 44],
  ['spinach', 42],
  ['mushrooms', 41],
  ['lime', 39],
  ['yoghurt', 38],
  ['pasta', 37],
  ['chickpeas', 35],
  ['rosemary', 34],
  ['cinnamon', 33],
  ['vinegar', 32],
  ['mustard', 31],
  ['celery', 30],
  ['bacon', 29],
  ['feta', 27],
  ['oregano', 26],
  ['lentils', 25],
  ['coconut milk', 24],
  ['sesame oil', 23],
  ['almonds', 22],
  ['leeks', 21],
  ['capers', 20],
  ['nutmeg', 19],
  ['turmeric', 19],
  ['anchovies', 18],
  ['walnuts', 17],
  ['fennel', 16],
  ['miso', 15],
  ['dill', 15],
  ['saffron', 14],
  ['pine nuts', 13],
  ['tahini', 12],
  ['cardamom', 12],
  ['mint', 11],
  ['polenta', 10],
  ['sumac', 9],
  ['quinoa', 9],
  ['star anise', 8],
  ['harissa', 8],
  ['tarragon', 7],
  ['juniper', 6],
  ['vanilla', 6],
  ['cloves', 5],
  ['sorrel', 4],
];
const data = recipes.map(([ingredient, count]) => ({ingredient, count}));

export default function Demo() {
  return (
    <WordCloud
      data={data}
      wordField="ingredient"
      weightField="count"
      colorField="ingredient"
      color={['#5B8FF9', '#E8684A', '#5D7092', '#2E9E73', '#9270CA', '#D48806']}
      random={0.5}
      wordStyle={{
        fontFamily: 'Verdana',
        fontSize: [14, 64],
        // A function of the word's position keeps the angles fixed (a [min, max] range picks them at random).
        rotation: (_word, index = 0) => (index % 3 === 2 ? 90 : 0),
      }}
      legend={false}
      tooltip={{formatter: (d) => ({name: d.text, value: `${d.value} recipes`})}}
    />
  );
}
