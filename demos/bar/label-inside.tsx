/**
 * title: Bar with category names inside the bars
 * description: Goals of the eight top scorers of a football league season; with `yAxis` off, a label at `position: 'left'` writes each player's name inside the start of the bar, and text annotations put the goal count past its end.
 * keywords: label, inside, position, left, annotations, yAxis false, compact
 * topics: label
 * order: 18
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {player: 'R. Okafor', goals: 27},
  {player: 'L. Marchetti', goals: 24},
  {player: 'T. Andersen', goals: 21},
  {player: 'D. Silva Costa', goals: 19},
  {player: 'K. Nakamura', goals: 17},
  {player: 'J. Whitfield', goals: 15},
  {player: 'M. Dubois', goals: 14},
  {player: 'A. Kowalczyk', goals: 12},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="goals"
      yField="player"
      color="#73D13D"
      barWidthRatio={0.75}
      yAxis={false}
      meta={{goals: {alias: 'Goals'}}}
      // The name sits inside the bar, at its start ('left').
      label={{
        position: 'left',
        offsetX: 8,
        content: (d) => d.player,
        style: {fill: '#135200', fontWeight: 600, textAlign: 'start'},
      }}
      // Text annotations add the count past the end of each bar.
      annotations={data.map((d) => ({
        type: 'text' as const,
        position: [d.player, d.goals] as [string, number],
        content: `${d.goals}`,
        offsetX: 8,
        style: {textBaseline: 'middle' as const, fill: '#595959'},
      }))}
      appendPadding={[0, 24, 0, 0]}
    />
  );
}
