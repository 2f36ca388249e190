/**
 * title: Radar with lines only
 * description: A reviewer's ratings (out of 5) of one laptop on seven criteria, drawn as a single outline with `point` markers and no `area` fill.
 * keywords: radar, line, outline, point, no area, review, ratings
 * topics: colors
 * order: 2
 */
import React from 'react';
import {Radar} from '@ant-design/plots';

const data = [
  {criterion: 'Performance', rating: 4.5},
  {criterion: 'Battery', rating: 3.5},
  {criterion: 'Display', rating: 4.8},
  {criterion: 'Keyboard', rating: 4.2},
  {criterion: 'Build', rating: 4},
  {criterion: 'Ports', rating: 2.5},
  {criterion: 'Price', rating: 3},
];

export default function Demo() {
  return (
    <Radar
      data={data}
      xField="criterion"
      yField="rating"
      meta={{rating: {min: 0, max: 5, alias: 'Rating'}}}
      color="#5B8FF9"
      lineStyle={{lineWidth: 2}}
      point={{size: 4, shape: 'circle'}}
      xAxis={{line: null, tickLine: null}}
      yAxis={{line: null, tickLine: null, label: false, grid: {line: {style: {lineDash: [2, 2]}}}}}
    />
  );
}
