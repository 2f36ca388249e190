/**
 * title: Word cloud with a rectangular spiral
 * description: Words that guests used most in reviews of a seaside hotel, placed along a rectangular spiral with `spiral: 'rectangular'`, which packs the words into a boxier shape than the default archimedean spiral.
 * keywords: spiral, rectangular, archimedean, layout, reviews, hotel
 * topics: shapes
 * order: 4
 */
import React from 'react';
import {WordCloud} from '@ant-design/plots';

// Number of reviews mentioning each word.
const mentions: [string, number][] = [
  ['view', 642],
  ['clean', 598],
  ['friendly', 571],
  ['breakfast', 544],
  ['beach', 520],
  ['staff', 503],
  ['location', 476],
  ['pool', 433],
  ['comfortable', 402],
  ['quiet', 361],
  ['helpful', 344],
  ['balcony', 318],
  ['spacious', 297],
  ['sea', 290],
  ['relaxing', 276],
  ['restaurant', 258],
  ['sunset', 241],
  ['bed', 233],
  ['modern', 214],
  ['value', 209],
  ['walk', 196],
  ['bar', 188],
  ['spa', 171],
  ['cocktails', 163],
  ['shower', 155],
  ['parking', 148],
  ['noisy', 139],
  ['towels', 131],
  ['reception', 127],
  ['garden', 119],
  ['family', 116],
  ['kids', 112],
  ['coffee', 108],
  ['Wi-Fi', 103],
  ['small', 98],
  ['dinner', 96],
  ['terrace', 91],
  ['fresh', 88],
  ['luxury', 84],
  ['price', 82],
  ['romantic', 78],
  ['check-in', 76],
  ['old', 71],
  ['gym', 68],
  ['boat', 64],
  ['upgrade', 61],
  ['lift', 57],
  ['air conditioning', 55],
  ['music', 52],
  ['seafood', 49],
  ['sauna', 46],
  ['stairs', 43],
  ['dog-friendly', 40],
  ['slow', 38],
  ['massage', 35],
  ['yoga', 31],
  ['bike', 29],
  ['crowded', 27],
  ['snorkelling', 24],
  ['lighthouse', 21],
  ['kayak', 19],
  ['sandcastle', 14],
];
const data = mentions.map(([word, reviews]) => ({word, reviews}));

export default function Demo() {
  return (
    <WordCloud
      data={data}
      wordField="word"
      weightField="reviews"
      colorField="word"
      color={['#3E7FD0', '#2B8A8A', '#6A7FDB', '#4E8FC4', '#08979C', '#6C6CD8']}
      spiral="rectangular"
      random={0.5}
      wordStyle={{fontFamily: 'Verdana', fontSize: [13, 52], rotation: 0, padding: 2}}
      legend={false}
      tooltip={{formatter: (d) => ({name: d.text, value: `${d.value} reviews`})}}
    />
  );
}
