/**
 * title: Percent stacked bar
 * description: Illustrative shares of how commuters in five cities get to work (car, public transport, bicycle, walking), each city's bar stacked to 100% with `isStack` and `isPercent`.
 * keywords: percent, isPercent, isStack, share, 100%, composition, horizontal
 * topics: stacking, shapes
 * order: 4
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const modes = ['Car', 'Public transport', 'Bicycle', 'Walking'];
const shares: Record<string, number[]> = {
  Amsterdam: [22, 20, 38, 20],
  Copenhagen: [30, 21, 29, 20],
  London: [34, 45, 5, 16],
  Madrid: [38, 42, 2, 18],
  Houston: [84, 5, 1, 10],
};

const data = Object.entries(shares).flatMap(([city, values]) =>
  values.map((share, i) => ({city, mode: modes[i], share})),
);

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="share"
      yField="city"
      seriesField="mode"
      isStack
      isPercent
      color={['#8C8C8C', '#5B8FF9', '#5AD8A6', '#F6BD16']}
      legend={{position: 'top'}}
      meta={{share: {alias: 'Share of commuters'}}}
      xAxis={{label: {formatter: (v) => `${Math.round(Number(v) * 100)}%`}}}
      label={{
        position: 'middle',
        content: (d) => (d.share >= 0.05 ? `${Math.round(d.share * 100)}%` : ''),
        style: {fill: '#fff'},
      }}
      tooltip={{formatter: (d) => ({name: d.mode, value: `${Math.round(d.share * 100)}%`})}}
    />
  );
}
