/**
 * title: Scatter with 12,000 points
 * description: 12,000 simulated taxi trips, distance against fare, generated in the file by a seeded random generator around a base fare of 3.5 USD plus 1.8 USD per km; points are tiny and faint (35 % opaque), and animation is off so the chart draws at once.
 * keywords: large data, performance, big data, many points, seeded, animation off, small points
 * topics: large-data
 * order: 10
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

// Small seeded generator (mulberry32) so every render draws the same points.
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(20240611);
// Approximately normal noise: the sum of three uniform numbers, centred on 0.
const noise = () => random() + random() + random() - 1.5;

const data = Array.from({length: 12000}, () => {
  // Most trips are short: an exponential-like spread of distances from 0.5 km, capped at 40 km.
  const distance = Math.min(40, 0.5 - Math.log(1 - random() * 0.995) * 6);
  const traffic = 1 + Math.max(0, noise()) * 0.6;
  const fare = 3.5 + distance * 1.8 * traffic + noise() * 2;
  return {distance: Math.round(distance * 100) / 100, fare: Math.round(Math.max(3.5, fare) * 100) / 100};
});

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="distance"
      yField="fare"
      size={1.5}
      shape="circle"
      pointStyle={{fill: '#5B8FF9', fillOpacity: 0.35, lineWidth: 0}}
      // Tuned for many points: no entry animation and no tooltip search on hover.
      animation={false}
      tooltip={false}
      xAxis={{title: {text: 'Trip distance (km)'}, min: 0, max: 40}}
      yAxis={{title: {text: 'Fare (USD)'}, min: 0}}
      meta={{distance: {alias: 'Distance (km)'}, fare: {alias: 'Fare (USD)'}}}
    />
  );
}
