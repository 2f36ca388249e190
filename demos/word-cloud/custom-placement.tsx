/**
 * title: Word cloud with a custom placement
 * description: The most used words in a city council's meeting minutes, placed by a `placementStrategy` function on a sunflower spiral by rank, the most used word in the centre, so the layout involves no randomness at all.
 * keywords: placementStrategy, custom layout, deterministic, spiral, golden angle, position
 * topics: shapes
 * order: 6
 */
import React from 'react';
import {WordCloud} from '@ant-design/plots';

// Mentions in one year of minutes, most used first.
const words: [string, number][] = [
  ['budget', 412],
  ['housing', 376],
  ['traffic', 341],
  ['parks', 305],
  ['schools', 288],
  ['library', 254],
  ['parking', 247],
  ['taxes', 233],
  ['safety', 221],
  ['bridge', 208],
  ['cycling', 196],
  ['zoning', 187],
  ['water', 179],
  ['recycling', 171],
  ['festival', 158],
  ['buses', 152],
  ['permits', 149],
  ['noise', 141],
  ['trees', 137],
  ['grants', 129],
  ['sidewalks', 124],
  ['lighting', 118],
  ['museum', 111],
  ['flooding', 107],
  ['market', 101],
  ['heritage', 97],
  ['youth', 93],
  ['seniors', 90],
  ['pool', 86],
  ['potholes', 83],
  ['playground', 79],
  ['tourism', 76],
  ['energy', 73],
  ['broadband', 70],
  ['cemetery', 66],
  ['harbour', 63],
  ['snow', 61],
  ['dogs', 58],
  ['graffiti', 55],
  ['allotments', 52],
  ['CCTV', 49],
  ['benches', 47],
  ['fountain', 44],
  ['murals', 42],
  ['choir', 40],
  ['ferry', 38],
  ['stadium', 35],
  ['tram', 33],
  ['pigeons', 31],
  ['clock tower', 29],
  ['skate park', 27],
  ['beehives', 25],
  ['twin town', 23],
  ['bandstand', 21],
  ['lido', 19],
  ['bunting', 17],
  ['maypole', 15],
  ['town crier', 13],
  ['time capsule', 11],
  ['swans', 10],
];
const data = words.map(([word, mentions]) => ({word, mentions}));

// Word i sits at angle i × 137.5° and at a radius that grows with the square root of i.
const GOLDEN_ANGLE = (137.5 * Math.PI) / 180;

export default function Demo() {
  return (
    <WordCloud
      data={data}
      wordField="word"
      weightField="mentions"
      colorField="word"
      color={['#3E7FD0', '#2F9E44', '#6E7F99', '#B8860B', '#C8612F', '#2B8A8A']}
      wordStyle={{fontFamily: 'Verdana', fontSize: [10, 34], rotation: 0}}
      placementStrategy={(_word, index = 0) => {
        // Positions in a 700 × 400 frame; the chart scales the frame to its own size.
        const radius = 22 * Math.sqrt(index) + (index === 0 ? 0 : 22);
        return {
          x: 350 + radius * 1.75 * Math.cos(index * GOLDEN_ANGLE),
          y: 200 + radius * Math.sin(index * GOLDEN_ANGLE),
        };
      }}
      legend={false}
      tooltip={{formatter: (d) => ({name: d.text, value: `${d.value} mentions`})}}
    />
  );
}
