/**
 * title: Word cloud that highlights the hovered word
 * description: The most popular dog names at a city's pet registry, where hovering a word switches it to the active state, drawn in bold dark red with a shadow, through the element-active interaction.
 * keywords: state, active, hover, highlight, element-active, interactions, dog names
 * topics: state
 * order: 8
 */
import React from 'react';
import {WordCloud} from '@ant-design/plots';

// Registered dogs with each name.
const names: [string, number][] = [
  ['Luna', 512],
  ['Max', 488],
  ['Bella', 463],
  ['Charlie', 441],
  ['Daisy', 377],
  ['Milo', 365],
  ['Lucy', 352],
  ['Cooper', 338],
  ['Bailey', 311],
  ['Rocky', 298],
  ['Coco', 287],
  ['Teddy', 281],
  ['Molly', 266],
  ['Buddy', 259],
  ['Lola', 247],
  ['Bear', 236],
  ['Rosie', 228],
  ['Duke', 214],
  ['Stella', 209],
  ['Leo', 203],
  ['Ruby', 196],
  ['Tucker', 188],
  ['Sadie', 181],
  ['Ollie', 177],
  ['Penny', 169],
  ['Winston', 162],
  ['Zoe', 158],
  ['Murphy', 151],
  ['Nala', 147],
  ['Bruno', 141],
  ['Pepper', 136],
  ['Finn', 131],
  ['Maple', 127],
  ['Biscuit', 122],
  ['Ziggy', 118],
  ['Hazel', 113],
  ['Gus', 109],
  ['Olive', 104],
  ['Toby', 101],
  ['Willow', 97],
  ['Oscar', 93],
  ['Honey', 90],
  ['Archie', 86],
  ['Poppy', 83],
  ['Louie', 79],
  ['Pickles', 74],
  ['Waffles', 69],
  ['Kona', 65],
  ['Ginger', 61],
  ['Otis', 58],
  ['Mochi', 54],
  ['Bowie', 50],
  ['Nugget', 47],
  ['Frankie', 44],
  ['Juno', 41],
  ['Clover', 38],
  ['Pretzel', 35],
  ['Sherlock', 31],
  ['Noodle', 28],
  ['Sir Barksalot', 12],
];
const data = names.map(([name, dogs]) => ({name, dogs}));

export default function Demo() {
  return (
    <WordCloud
      data={data}
      wordField="name"
      weightField="dogs"
      colorField="name"
      color={['#8C8C8C', '#A6A6A6', '#737373']}
      random={0.5}
      wordStyle={{fontFamily: 'Verdana', fontSize: [12, 50], rotation: 0}}
      state={{
        active: {style: {fill: '#A8071A', fontWeight: 'bold', shadowColor: 'rgba(0, 0, 0, 0.35)', shadowBlur: 6}},
      }}
      interactions={[{type: 'element-active'}]}
      legend={false}
      tooltip={{formatter: (d) => ({name: d.text, value: `${d.value} dogs`})}}
    />
  );
}
