/**
 * title: Server load gauge
 * description: Current CPU utilisation of a server (72%) on a gauge whose `range.ticks` and `range.color` split the arc into green, amber and red zones, with the value written in the centre by `statistic`.
 * keywords: gauge, meter, percent, KPI, threshold
 * topics: basics, stacking, shapes
 * order: 1
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

export default function Demo() {
  return (
    <Gauge
      percent={0.72}
      range={{ticks: [0, 0.6, 0.85, 1], color: ['#30BF78', '#FAAD14', '#F4664A']}}
      indicator={{
        pointer: {style: {stroke: '#D0D0D0'}},
        pin: {style: {stroke: '#D0D0D0'}},
      }}
      axis={{label: {formatter: (v: string) => `${Math.round(Number(v) * 100)}%`}, subTickLine: {count: 3}}}
      statistic={{
        title: {content: 'CPU utilisation', offsetY: -56, style: {fontSize: '14px', color: '#8c8c8c'}},
        content: {
          formatter: (datum) => `${Math.round((datum?.percent ?? 0) * 100)}%`,
          offsetY: -8,
          style: {fontSize: '32px', color: 'inherit'},
        },
      }}
    />
  );
}
