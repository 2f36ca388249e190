/**
 * title: Pie with a fixed colour per category
 * description: A city's electricity generation by source in one year, where a `color` callback gives each source its own colour (coal slate grey, solar yellow, wind light blue...) instead of the palette order.
 * keywords: pie, color, callback, colour mapping, categorical colors, energy mix
 * topics: colors, dashboards
 * order: 5
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {source: 'Gas', share: 31},
  {source: 'Wind', share: 24},
  {source: 'Nuclear', share: 17},
  {source: 'Solar', share: 12},
  {source: 'Coal', share: 9},
  {source: 'Hydro', share: 7},
];

const sourceColors: Record<string, string> = {
  Gas: '#F08BB4',
  Wind: '#6DC8EC',
  Nuclear: '#9270CA',
  Solar: '#F6BD16',
  Coal: '#5D7092',
  Hydro: '#1E9493',
};

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="share"
      colorField="source"
      color={({source}) => sourceColors[source]}
      radius={0.8}
      label={{type: 'outer', content: '{name} {value}%'}}
      meta={{share: {alias: 'Share (%)'}}}
    />
  );
}
