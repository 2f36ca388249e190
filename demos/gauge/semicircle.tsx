/**
 * title: Semicircle gauge
 * description: A Net Promoter Score of +42 on a half-circle gauge (`startAngle` and `endAngle`) running from -100 to +100, red below 0, amber from 0 to 30 and green above 30.
 * keywords: gauge, semicircle, half, startAngle, endAngle, NPS, score
 * topics: shapes
 * order: 4
 * height: 300
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

const nps = 42;
// The gauge works in 0..1, so map the -100..+100 score onto it.
const toPercent = (score: number) => (score + 100) / 200;

export default function Demo() {
  return (
    <Gauge
      percent={toPercent(nps)}
      startAngle={Math.PI}
      endAngle={2 * Math.PI}
      radius={0.9}
      appendPadding={[8, 0, 84, 0]}
      innerRadius={0.85}
      range={{ticks: [0, toPercent(0), toPercent(30), 1], color: ['#E8684A', '#F6BD16', '#5AD8A6'], width: 18}}
      indicator={{
        pointer: {style: {stroke: '#BFBFBF'}},
        pin: {style: {stroke: '#BFBFBF'}},
      }}
      axis={{
        tickInterval: 0.25,
        label: {formatter: (v: string) => `${Math.round(Number(v) * 200 - 100)}`},
        subTickLine: {count: 4},
      }}
      statistic={{
        title: {content: 'Net Promoter Score', offsetY: 26, style: {fontSize: '14px', color: '#8c8c8c'}},
        content: {
          formatter: () => `+${nps}`,
          offsetY: 66,
          style: {fontSize: '30px', color: 'inherit'},
        },
      }}
    />
  );
}
