/**
 * title: Grid by two fields
 * description: Weekly hours of sleep against hours of screen time for 48 students; a `rect` facet on two `fields` draws one scatter panel per school level (columns) and sport (rows), on shared axes.
 * keywords: facet, rect, two fields, grid, scatter, rows, columns, sync
 * topics: shapes, dashboards
 * order: 7
 * height: 480
 */
import React from 'react';
import {Facet} from '@ant-design/plots';

// A small seeded generator keeps the 48 students the same on every render.
let seed = 11;
const next = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

const levels = ['Middle school', 'High school', 'University'];
const sport = ['Plays sport', 'No sport'];

const data = levels.flatMap((level, li) =>
  sport.flatMap((s, si) =>
    Array.from({length: 8}, () => {
      const screen = Math.round((10 + li * 6 + si * 5 + next() * 14) * 10) / 10;
      const sleep = Math.round((64 - li * 4 - si * 2 - screen * 0.25 + next() * 6) * 10) / 10;
      return {level, sport: s, screen, sleep};
    }),
  ),
);

export default function Demo() {
  return (
    <Facet
      data={data}
      type="rect"
      // A mid grey reads on a light and a dark page: the engine's panel titles are dark in every theme.
      columnTitle={{style: {fill: '#8c8c8c'}}}
      rowTitle={{style: {fill: '#8c8c8c'}}}
      fields={['level', 'sport']}
      padding={[24, 16, 32, 40]}
      appendPadding={[0, 72, 0, 0]}
      meta={{
        screen: {sync: true, min: 0, max: 50, alias: 'Screen time (h/week)'},
        sleep: {sync: true, min: 40, max: 70, alias: 'Sleep (h/week)'},
        level: {values: levels},
        sport: {values: sport},
      }}
      axes={{}}
      tooltip={{showMarkers: false}}
      eachView={() => ({
        geometries: [
          {
            type: 'point',
            xField: 'screen',
            yField: 'sleep',
            mapping: {color: '#5B8FF9', size: 3, shape: 'circle', style: {fillOpacity: 0.7}},
          },
        ],
      })}
    />
  );
}
