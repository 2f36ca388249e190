/**
 * title: Word cloud with a click event
 * description: Topics that readers of a science magazine asked about in a year of letters; clicking a word reads it from the element:click event and shows the topic and its number of letters under the cloud.
 * keywords: events, onReady, element:click, click, selection, interaction
 * topics: events
 * order: 9
 */
import React, {useMemo, useState} from 'react';
import {WordCloud} from '@ant-design/plots';

// Letters that asked about each topic.
const letters: [string, number][] = [
  ['black holes', 412],
  ['climate', 398],
  ['vaccines', 351],
  ['dinosaurs', 322],
  ['Mars', 305],
  ['quantum', 287],
  ['AI', 276],
  ['sleep', 244],
  ['oceans', 231],
  ['genetics', 219],
  ['volcanoes', 204],
  ['bees', 188],
  ['exoplanets', 181],
  ['batteries', 173],
  ['memory', 166],
  ['fusion', 158],
  ['coral', 149],
  ['earthquakes', 141],
  ['octopuses', 137],
  ['the Moon', 131],
  ['microbiome', 124],
  ['time', 118],
  ['dark matter', 113],
  ['evolution', 109],
  ['recycling', 104],
  ['comets', 97],
  ['viruses', 94],
  ['language', 89],
  ['crows', 85],
  ['glaciers', 81],
  ['telescopes', 78],
  ['whales', 74],
  ['lightning', 71],
  ['fungi', 67],
  ['robots', 64],
  ['dreams', 61],
  ['tides', 57],
  ['auroras', 54],
  ['ants', 51],
  ['neutrinos', 48],
  ['deserts', 45],
  ['rainbows', 42],
  ['gravity', 40],
  ['soil', 37],
  ['sharks', 35],
  ['fossils', 33],
  ['asteroids', 31],
  ['tardigrades', 29],
  ['hurricanes', 27],
  ['nanotech', 25],
  ['placebos', 23],
  ['cephalopods', 21],
  ['meteorites', 19],
  ['mushrooms', 18],
  ['sunspots', 16],
  ['pulsars', 15],
  ['lichens', 13],
  ['geysers', 12],
  ['axolotls', 11],
  ['slime moulds', 10],
];
const data = letters.map(([topic, count]) => ({topic, count}));

export default function Demo() {
  const [picked, setPicked] = useState<{topic: string; count: number} | null>(null);

  // The cloud does not depend on the selection: memoising it keeps React from laying it out again on every click.
  const cloud = useMemo(
    () => (
      <WordCloud
        data={data}
        wordField="topic"
        weightField="count"
        colorField="topic"
        color={['#5B8FF9', '#2F9E44', '#6E7F99', '#E8684A', '#9270CA']}
        height={340}
        random={0.5}
        wordStyle={{fontFamily: 'Verdana', fontSize: [11, 44], rotation: 0}}
        legend={false}
        tooltip={false}
        onReady={(plot) => {
          plot.on('element:click', (event: {data?: {data?: {text: string; value: number}}}) => {
            const word = event.data?.data;
            if (word) setPicked({topic: word.text, count: word.value});
          });
        }}
      />
    ),
    [],
  );

  return (
    <div>
      {cloud}
      <p style={{margin: '12px 0 0', minHeight: 24}}>
        {picked
          ? `“${picked.topic}”: ${picked.count} letters.`
          : 'Click a word to see how many letters asked about it.'}
      </p>
    </div>
  );
}
