/**
 * title: Pies arranged in a circle
 * description: How six football clubs' goals split between open play, set pieces and penalties; a `circle` facet places one pie per club around a circle, with one legend for all.
 * keywords: facet, circle, pie, eachView, composition, football
 * topics: dashboards
 * order: 3
 * height: 480
 */
import React from 'react';
import {Facet} from '@ant-design/plots';

const goals: Record<string, [number, number, number]> = {
  Albion: [41, 14, 5],
  Rovers: [38, 19, 3],
  United: [52, 11, 7],
  Wanderers: [29, 17, 4],
  Athletic: [35, 9, 6],
  County: [31, 22, 2],
};
const kinds = ['Open play', 'Set piece', 'Penalty'];

const data = Object.entries(goals).flatMap(([club, counts]) =>
  counts.map((goalsScored, i) => ({club, kind: kinds[i], goals: goalsScored})),
);

export default function Demo() {
  return (
    <Facet
      data={data}
      type="circle"
      // A mid grey reads on a light and a dark page: the engine's panel titles are dark in every theme.
      title={{style: {fill: '#8c8c8c'}}}
      fields={['club']}
      meta={{kind: {sync: true}, goals: {alias: 'Goals'}}}
      tooltip={{showMarkers: false}}
      legend={{position: 'bottom'}}
      eachView={(_view, facet) => ({
        type: 'pie',
        options: {
          data: facet?.data,
          angleField: 'goals',
          colorField: 'kind',
          radius: 0.9,
          pieStyle: {stroke: '#fff', lineWidth: 1},
          label: false,
        },
      })}
    />
  );
}
