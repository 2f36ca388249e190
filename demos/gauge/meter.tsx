/**
 * title: Meter gauge
 * description: A phone's battery charge (64%) on a gauge whose arc `type: 'meter'` splits into separate blocks, coloured red, amber and green from low to high charge by `range.ticks`.
 * keywords: gauge, meter, type, segmented, battery, range
 * topics: shapes
 * order: 2
 * height: 300
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

export default function Demo() {
  return (
    <Gauge
      percent={0.64}
      type="meter"
      innerRadius={0.75}
      range={{ticks: [0, 0.2, 0.5, 1], color: ['#E8684A', '#F6BD16', '#5AD8A6']}}
      indicator={{
        pointer: {style: {stroke: '#BFBFBF'}},
        pin: {style: {stroke: '#BFBFBF'}},
      }}
      axis={{label: {formatter: (v: string) => `${Math.round(Number(v) * 100)}%`}}}
      statistic={{
        title: {content: 'Battery', offsetY: -36, style: {fontSize: '14px', color: '#8c8c8c'}},
        content: {
          formatter: (datum) => `${Math.round((datum?.percent ?? 0) * 100)}%`,
          style: {fontSize: '30px', color: 'inherit'},
        },
      }}
    />
  );
}
