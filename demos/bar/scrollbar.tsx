/**
 * title: Bar with a vertical scrollbar
 * description: GitHub stars of twenty-five fictional open-source projects, ranked; a vertical `scrollbar` with `categorySize` 32 gives each project a 32 px row and scrolls through the rest.
 * keywords: scrollbar, vertical, scroll, many categories, ranking, overflow
 * topics: slider, shapes
 * order: 22
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const projects = [
  'fastgrid',
  'lumen-ui',
  'pathfinder',
  'quickparse',
  'tidewatch',
  'cobalt-db',
  'emberflow',
  'mistral-cli',
  'nightjar',
  'orbit-kit',
  'pebble-orm',
  'quartz-log',
  'ripple-js',
  'saltbox',
  'tinker-api',
  'umbra-css',
  'vortex-ml',
  'willow-test',
  'xenon-cache',
  'yarrow-auth',
  'zephyr-sync',
  'acorn-sh',
  'birch-queue',
  'cinder-img',
  'drift-dns',
];
// Stars fall off steadily down the ranking.
const data = projects.map((project, i) => ({project, stars: Math.round(48000 * 0.86 ** i)}));

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="stars"
      yField="project"
      meta={{stars: {alias: 'Stars'}}}
      xAxis={{label: {formatter: (v) => `${Number(v) / 1000}k`}}}
      label={{position: 'right', formatter: (d) => d.stars.toLocaleString('en-US')}}
      // categorySize is the height in pixels given to each project before the chart scrolls.
      scrollbar={{type: 'vertical', categorySize: 32}}
      appendPadding={[0, 48, 0, 0]}
    />
  );
}
