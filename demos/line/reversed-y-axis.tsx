/**
 * title: Ranking line with a reversed y-axis
 * description: Weekly chart position of three songs over ten weeks; the y-axis is flipped with `reflect` so that number 1 sits at the top.
 * keywords: reflect, reverse axis, ranking, rank, inverted y-axis, chart position
 * topics: axis, shapes
 * order: 7
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const ranks: Record<string, number[]> = {
  'Northern Lights': [12, 7, 4, 2, 1, 1, 2, 3, 5, 8],
  'Paper Boats': [3, 2, 1, 1, 2, 3, 4, 6, 9, 12],
  'Slow Summer': [20, 16, 11, 8, 5, 4, 3, 1, 1, 2],
};

const data = Object.entries(ranks).flatMap(([song, values]) =>
  values.map((rank, i) => ({week: `Week ${i + 1}`, song, rank})),
);

export default function Demo() {
  return (
    <Line
      data={data}
      xField="week"
      yField="rank"
      seriesField="song"
      reflect="y"
      meta={{rank: {alias: 'Chart position', min: 1, max: 20, ticks: [1, 5, 10, 15, 20]}}}
      point={{size: 4}}
      legend={{position: 'top'}}
      yAxis={{title: {text: 'Chart position (1 = top)'}}}
      tooltip={{formatter: (d) => ({name: d.song, value: `#${d.rank}`})}}
    />
  );
}
