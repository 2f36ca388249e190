/**
 * title: Strip plot with jitter
 * description: Delivery times of food orders from four restaurants, one column of points per restaurant, each point nudged sideways by a seeded jitter so orders with similar times do not hide each other.
 * keywords: jitter, strip plot, categorical, distribution, dot plot, seeded
 * topics: shapes
 * order: 12
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const minutes: Record<string, number[]> = {
  'Pizza Roma': [22, 25, 27, 28, 29, 30, 30, 31, 32, 33, 34, 35, 37, 40, 46],
  'Sushi Go': [31, 33, 35, 36, 38, 38, 39, 40, 41, 42, 44, 45, 47, 52, 58],
  'Burger Hut': [15, 17, 18, 19, 19, 20, 21, 21, 22, 23, 24, 25, 27, 29, 34],
  'Curry House': [26, 28, 31, 33, 34, 35, 36, 36, 37, 39, 41, 43, 44, 48, 55],
};
const restaurants = Object.keys(minutes);

// A tiny seeded generator: the jitter is the same on every render
// (the engine's type: 'jitter' is random and would move the points on each render).
let seed = 7;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

const data = restaurants.flatMap((restaurant, i) =>
  minutes[restaurant].map((time) => ({restaurant, time, x: i + (random() - 0.5) * 0.5})),
);

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="x"
      yField="time"
      colorField="restaurant"
      size={5}
      shape="circle"
      pointStyle={{fillOpacity: 0.75}}
      legend={false}
      xAxis={{
        title: null,
        grid: null,
        label: {formatter: (text: string) => restaurants[Number(text)] ?? ''},
      }}
      yAxis={{title: {text: 'Delivery time (minutes)'}, min: 10}}
      tooltip={{fields: ['restaurant', 'time']}}
      meta={{
        x: {min: -0.5, max: restaurants.length - 0.5, nice: false, ticks: restaurants.map((_, i) => i)},
        restaurant: {alias: 'Restaurant'},
        time: {alias: 'Minutes'},
      }}
    />
  );
}
