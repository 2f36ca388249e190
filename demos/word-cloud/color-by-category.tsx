/**
 * title: Word cloud coloured by category
 * description: Cities sized by yearly international visitors (illustrative figures in millions) and coloured by continent with `colorField`, with a legend whose items hide or show a continent's cities when clicked.
 * keywords: colorField, category, legend, continent, cities, tourism
 * topics: colors
 * order: 3
 */
import React from 'react';
import {WordCloud} from '@ant-design/plots';

const cities: Record<string, [string, number][]> = {
  Asia: [
    ['Bangkok', 22.8],
    ['Singapore', 14.7],
    ['Kuala Lumpur', 13.8],
    ['Tokyo', 12.9],
    ['Seoul', 11.3],
    ['Hong Kong', 14.5],
    ['Osaka', 10.1],
    ['Taipei', 7.7],
    ['Bali', 8.3],
    ['Phuket', 9.9],
    ['Pattaya', 9.4],
    ['Shanghai', 6.9],
    ['Ho Chi Minh City', 8.6],
    ['Delhi', 3.7],
    ['Mumbai', 3.6],
    ['Hanoi', 4.8],
  ],
  Europe: [
    ['London', 19.2],
    ['Paris', 19.1],
    ['Istanbul', 14.7],
    ['Rome', 10.3],
    ['Prague', 9.1],
    ['Barcelona', 9.1],
    ['Amsterdam', 8.8],
    ['Milan', 6.8],
    ['Vienna', 6.4],
    ['Venice', 5.5],
    ['Berlin', 5.9],
    ['Madrid', 6.6],
    ['Dublin', 5.9],
    ['Lisbon', 4.8],
    ['Athens', 5.7],
    ['Budapest', 4.2],
  ],
  Americas: [
    ['New York', 13.6],
    ['Cancún', 6.0],
    ['Miami', 8.1],
    ['Los Angeles', 7.1],
    ['Las Vegas', 5.9],
    ['Toronto', 4.9],
    ['Orlando', 4.4],
    ['San Francisco', 3.0],
    ['Punta Cana', 3.9],
    ['Lima', 2.8],
    ['Buenos Aires', 2.7],
    ['Mexico City', 4.3],
    ['Rio de Janeiro', 2.1],
    ['Vancouver', 3.3],
    ['Bogotá', 1.5],
    ['São Paulo', 2.3],
  ],
  'Middle East & Africa': [
    ['Dubai', 16.7],
    ['Mecca', 10.8],
    ['Antalya', 12.4],
    ['Riyadh', 5.6],
    ['Doha', 2.6],
    ['Cairo', 3.2],
    ['Marrakesh', 3.0],
    ['Johannesburg', 3.1],
    ['Cape Town', 1.7],
    ['Abu Dhabi', 3.0],
    ['Tel Aviv', 2.6],
    ['Muscat', 2.5],
    ['Casablanca', 1.9],
    ['Nairobi', 1.4],
    ['Zanzibar', 0.6],
    ['Tunis', 1.2],
  ],
};

const data = Object.entries(cities).flatMap(([continent, list]) =>
  list.map(([city, visitors]) => ({city, visitors, continent})),
);

export default function Demo() {
  return (
    <WordCloud
      data={data}
      wordField="city"
      weightField="visitors"
      colorField="continent"
      color={['#3E7FD0', '#D9730D', '#2F9E44', '#8A6FD1']}
      random={0.5}
      wordStyle={{fontFamily: 'Verdana', fontSize: [11, 42], rotation: 0}}
      legend={{position: 'top'}}
      tooltip={{formatter: (d) => ({name: d.text, value: `${d.value} million visitors`})}}
    />
  );
}
