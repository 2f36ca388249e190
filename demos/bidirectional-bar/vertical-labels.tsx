/**
 * title: Vertical bidirectional columns with labels
 * description: Goals scored and conceded by a football team in each of its last nine matches, with `layout: 'vertical'`: scored rises above the match axis, conceded hangs below it, and `label` writes each column's count at its end.
 * keywords: bidirectional, layout vertical, label, goals, matches
 * topics: label, shapes
 * order: 4
 */
import React from 'react';
import {BidirectionalBar} from '@ant-design/plots';

const data = [
  {match: 'vs Rovers', scored: 2, conceded: 1},
  {match: 'at City', scored: 0, conceded: 2},
  {match: 'vs Town', scored: 3, conceded: 3},
  {match: 'at United', scored: 1, conceded: 0},
  {match: 'vs Albion', scored: 4, conceded: 1},
  {match: 'at County', scored: 1, conceded: 1},
  {match: 'vs Athletic', scored: 2, conceded: 0},
  {match: 'at Wanderers', scored: 0, conceded: 1},
  {match: 'vs Villa', scored: 3, conceded: 2},
];

export default function Demo() {
  return (
    <BidirectionalBar
      data={data}
      layout="vertical"
      xField="match"
      yField={['scored', 'conceded']}
      meta={{scored: {alias: 'Goals scored'}, conceded: {alias: 'Goals conceded'}}}
      yAxis={{scored: {min: 0, max: 5, tickInterval: 1}, conceded: {min: 0, max: 5, tickInterval: 1}}}
      appendPadding={[16, 0, 16, 8]}
      xAxis={{label: {autoHide: false}}}
      label={{position: 'top'}}
      color={['#5B8FF9', '#C2C8D5']}
      legend={{position: 'top'}}
      tooltip={{shared: true, showMarkers: false}}
    />
  );
}
