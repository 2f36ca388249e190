/**
 * title: Gauge with a thin rounded arc
 * description: Sprint progress (43% of story points done) on a narrow arc 12 pixels wide (`range.width`) whose ends `gaugeStyle.lineCap` rounds.
 * keywords: gauge, range width, rounded, lineCap, gaugeStyle, progress
 * topics: colors
 * order: 6
 * height: 300
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

export default function Demo() {
  return (
    <Gauge
      percent={0.43}
      radius={0.8}
      range={{color: '#7262FD', width: 12}}
      gaugeStyle={{lineCap: 'round'}}
      indicator={{
        pointer: {style: {stroke: '#BFBFBF'}},
        pin: {style: {stroke: '#BFBFBF'}},
      }}
      axis={{label: {formatter: (v: string) => `${Math.round(Number(v) * 100)}%`}, subTickLine: {count: 3}}}
      statistic={{
        content: {
          formatter: (datum) => `Sprint ${Math.round((datum?.percent ?? 0) * 100)}% done`,
          style: {fontSize: '18px', color: 'inherit'},
        },
      }}
    />
  );
}
