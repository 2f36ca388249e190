/**
 * title: Click a category to drill down to its details
 * description: A donut of a library's loans by genre; clicking a slice stores that genre in React state and the bar chart beside it switches to that genre's three most borrowed titles, while the button brings back the all-genres view.
 * keywords: mix, plots, drill down, element:click, useState, onReady, details, pie, bar
 * topics: interaction, dashboards
 * order: 11
 * height: 374
 */
import React, {useCallback, useState} from 'react';
import {Mix, type MixConfig} from '@ant-design/plots';

const titles: Record<string, {title: string; loans: number}[]> = {
  Crime: [
    {title: 'The Silent Harbour', loans: 148},
    {title: 'Night Train to Lyon', loans: 121},
    {title: 'A Quiet Alibi', loans: 97},
  ],
  Fantasy: [
    {title: 'The Ember Crown', loans: 176},
    {title: 'Songs of the Deep Wood', loans: 139},
    {title: 'Glass Dragons', loans: 88},
  ],
  History: [
    {title: 'Empires of Salt', loans: 74},
    {title: 'The Long Winter of 1709', loans: 61},
    {title: 'Maps That Lied', loans: 55},
  ],
  Science: [
    {title: 'Tiny Engines of Life', loans: 92},
    {title: 'The Weight of Light', loans: 83},
    {title: 'Counting the Stars', loans: 47},
  ],
};

const genres = Object.entries(titles).map(([genre, list]) => ({
  genre,
  loans: list.reduce((sum, d) => sum + d.loans, 0),
}));

export default function Demo() {
  const [genre, setGenre] = useState<string | null>(null);
  // Made once: a new function on every render would make the chart redraw from scratch (a full
  // `update()`) each time the state below changes.
  const onReady = useCallback<NonNullable<MixConfig['onReady']>>((plot) => {
    plot.on('element:click', (event: {data?: {data?: {genre?: string}}}) => {
      const clicked = event.data?.data?.genre;
      if (clicked) setGenre(clicked);
    });
  }, []);

  const details = genre
    ? titles[genre]
    : genres.map((g) => ({title: `All ${g.genre.toLowerCase()} titles`, loans: g.loans}));

  return (
    <div>
      <div style={{display: 'flex', alignItems: 'center', gap: 12, minHeight: 32}}>
        <strong>{genre ? `${genre}: top titles` : 'All genres'}</strong>
        {genre && (
          <button type="button" onClick={() => setGenre(null)}>
            Back to all genres
          </button>
        )}
      </div>
      <Mix
        height={340}
        tooltip={false}
        onReady={onReady}
        plots={[
          {
            type: 'pie',
            region: {start: {x: 0, y: 0}, end: {x: 0.4, y: 1}},
            options: {
              data: genres,
              angleField: 'loans',
              colorField: 'genre',
              // A thick ring keeps each slice's white name inside it, clear of the hole.
              radius: 0.9,
              innerRadius: 0.45,
              label: {type: 'inner', offset: '-50%', content: '{name}', autoRotate: false, style: {fontSize: 10}},
              legend: false,
              statistic: {title: false, content: {content: 'Loans', style: {fontSize: '14px', color: 'inherit'}}},
              pieStyle: {cursor: 'pointer'},
              meta: {loans: {alias: 'Loans'}},
              tooltip: {showMarkers: false},
            },
          },
          {
            type: 'bar',
            region: {start: {x: 0.44, y: 0.04}, end: {x: 1, y: 1}},
            options: {
              data: details,
              xField: 'loans',
              yField: 'title',
              color: '#5B8FF9',
              barWidthRatio: 0.5,
              label: {position: 'right'},
              meta: {loans: {alias: 'Loans'}, title: {alias: 'Title'}},
              tooltip: {showMarkers: false},
            },
          },
        ]}
      />
    </div>
  );
}
