/**
 * title: Radar with a dashed target outline
 * description: A support team's monthly results on six service measures against a target of 80; `lineStyle` and `area.style` callbacks draw the Target series as a dashed grey outline and fill only the Actual series.
 * keywords: radar, lineStyle, callback, dashed, target, goal, KPI
 * topics: colors
 * order: 7
 */
import React from 'react';
import {Radar} from '@ant-design/plots';

const measures = ['First reply', 'Resolution', 'Satisfaction', 'Reopen rate', 'Backlog', 'Self-service'];
const values: Record<string, number[]> = {
  Target: [80, 80, 80, 80, 80, 80],
  Actual: [92, 71, 84, 66, 88, 58],
};

const data = Object.entries(values).flatMap(([series, list]) =>
  list.map((score, i) => ({measure: measures[i], series, score})),
);

export default function Demo() {
  return (
    <Radar
      data={data}
      xField="measure"
      yField="score"
      seriesField="series"
      color={['#8c8c8c', '#5B8FF9']}
      meta={{score: {min: 0, max: 100, alias: 'Score'}}}
      lineStyle={({series}: {series: string}) =>
        series === 'Target' ? {lineDash: [6, 4], lineWidth: 2} : {lineWidth: 2}
      }
      area={{style: ({series}: {series: string}) => ({fillOpacity: series === 'Target' ? 0 : 0.3})}}
      xAxis={{line: null, tickLine: null}}
      yAxis={{line: null, tickLine: null, label: false}}
      legend={{position: 'bottom'}}
    />
  );
}
