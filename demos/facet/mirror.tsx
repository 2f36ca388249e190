/**
 * title: Mirror facet of two groups
 * description: Share of a product's reviews at each star rating, web shop against mobile app; a `mirror` facet with `transpose` sets the two channels' bars back to back across the rating axis.
 * keywords: facet, mirror, transpose, comparison, bar, ratings
 * topics: shapes, dashboards
 * order: 4
 */
import React from 'react';
import {Facet} from '@ant-design/plots';

const ratings = ['1 ★', '2 ★', '3 ★', '4 ★', '5 ★'];
const shares: Record<string, number[]> = {
  'Web shop': [6, 5, 12, 31, 46],
  'Mobile app': [11, 7, 15, 27, 40],
};

const data = Object.entries(shares).flatMap(([channel, values]) =>
  values.map((share, i) => ({channel, rating: ratings[i], share})),
);

export default function Demo() {
  return (
    <Facet
      data={data}
      type="mirror"
      // A mid grey reads on a light and a dark page: the engine's panel titles are dark in every theme.
      title={{style: {fill: '#8c8c8c'}}}
      fields={['channel']}
      transpose
      padding={[30, 20, 30, 20]}
      meta={{
        share: {sync: true, min: 0, max: 50, alias: 'Share of reviews', formatter: (v: number) => `${v} %`},
        channel: {sync: true},
      }}
      axes={{}}
      tooltip={{showMarkers: false}}
      eachView={(_view, facet) => ({
        padding: [0, 64, 0, 0],
        type: 'column',
        options: {
          data: facet?.data,
          xField: 'rating',
          yField: 'share',
          seriesField: 'channel',
          color: ['#5B8FF9', '#FF9845'],
          label: {position: 'middle', style: {fill: '#fff', fontSize: 11}},
        },
      })}
    />
  );
}
