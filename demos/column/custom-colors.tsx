/**
 * title: Grouped column with custom series colors
 * description: Medals won by one national team at four Winter Games, grouped per Games with `isGroup`; a `color` array paints the gold, silver and bronze series in matching colours.
 * keywords: color, palette, custom colors, series, isGroup, medals
 * topics: stacking, colors
 * order: 17
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {games: '2010', medal: 'Gold', count: 14},
  {games: '2010', medal: 'Silver', count: 7},
  {games: '2010', medal: 'Bronze', count: 5},
  {games: '2014', medal: 'Gold', count: 10},
  {games: '2014', medal: 'Silver', count: 10},
  {games: '2014', medal: 'Bronze', count: 5},
  {games: '2018', medal: 'Gold', count: 11},
  {games: '2018', medal: 'Silver', count: 8},
  {games: '2018', medal: 'Bronze', count: 10},
  {games: '2022', medal: 'Gold', count: 4},
  {games: '2022', medal: 'Silver', count: 8},
  {games: '2022', medal: 'Bronze', count: 14},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="games"
      yField="count"
      seriesField="medal"
      isGroup
      // Colors are given in the order the series first appear in the data.
      color={['#D4AF37', '#A8A9AD', '#B0763C']}
      legend={{position: 'top'}}
      meta={{count: {alias: 'Medals'}, games: {alias: 'Winter Games'}}}
      label={{position: 'top'}}
      appendPadding={[16, 0, 0, 0]}
    />
  );
}
