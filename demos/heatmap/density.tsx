/**
 * title: Density heatmap
 * description: Where 3,000 clicks landed on a 1200 × 800 px landing page, counted on a 20 px grid and drawn with `type: 'density'` as a smooth heat surface; the clicks are generated in the file around the menu, the sign-up button and the pricing link.
 * keywords: density, type, heat map, clicks, kernel, blur, web analytics
 * topics: shapes
 * order: 6
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

// Small seeded generator (a Park-Miller LCG) so the clicks are the same on every render.
let seed = 8086;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
// Approximately normal noise: the sum of four uniform numbers, centred on 0.
const noise = () => random() + random() + random() + random() - 2;

// Hot spots of the page: [x, y, spread in px, share of the clicks].
const spots: [number, number, number, number][] = [
  [180, 60, 70, 0.25], // menu
  [600, 380, 60, 0.45], // sign-up button
  [980, 60, 40, 0.15], // pricing link
  [600, 640, 200, 0.15], // scattered clicks further down
];

// Count the clicks on a 20 px grid: the density surface is weighted by these counts.
const counts = new Map<string, number>();
for (let i = 0; i < 3000; i += 1) {
  let pick = random();
  const [x, y, spread] = spots.find(([, , , share]) => (pick -= share) < 0) ?? spots[0];
  const cx = Math.round(Math.min(1200, Math.max(0, x + noise() * spread)) / 20) * 20;
  const cy = Math.round(Math.min(800, Math.max(0, y + noise() * spread * 0.6)) / 20) * 20;
  counts.set(`${cx},${cy}`, (counts.get(`${cx},${cy}`) ?? 0) + 1);
}
const data = [...counts].map(([key, clicks]) => {
  const [x, y] = key.split(',').map(Number);
  return {x, y, clicks};
});

export default function Demo() {
  return (
    <Heatmap
      data={data}
      type="density"
      xField="x"
      yField="y"
      colorField="clicks"
      color="#1D39C4-#13C2C2-#A0D911-#FADB14-#FA8C16-#F5222D"
      meta={{
        x: {min: 0, max: 1200, alias: 'x (px)'},
        // Page coordinates grow downwards.
        y: {min: 0, max: 800, alias: 'y (px)'},
        clicks: {alias: 'Clicks'},
      }}
      reflect="y"
      xAxis={{title: {text: 'Page x (px)'}, grid: null}}
      yAxis={{title: {text: 'Page y (px)'}, grid: null}}
      legend={false}
      tooltip={false}
    />
  );
}
