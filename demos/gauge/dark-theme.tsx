/**
 * title: Gauge with the dark theme
 * description: A solar array's current output (62% of its 8 kW peak) drawn with `theme: 'dark'` inside a dark panel, so the ticks and labels take the dark palette; `range.color` gives the empty part of the arc a dark grey to match.
 * keywords: gauge, theme, dark, dark mode, background, solar
 * topics: theme
 * order: 14
 * height: 332
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

export default function Demo() {
  return (
    <div style={{background: '#141414', borderRadius: 8, padding: 16}}>
      <Gauge
        height={300}
        theme="dark"
        percent={0.62}
        range={{color: ['#F6BD16', '#303030']}}
        indicator={{
          pointer: {style: {stroke: '#8c8c8c'}},
          pin: {style: {stroke: '#8c8c8c', fill: '#141414'}},
        }}
        axis={{label: {formatter: (v: string) => `${(Number(v) * 8).toFixed(1)} kW`}, subTickLine: {count: 3}}}
        statistic={{
          title: {content: 'Solar output', offsetY: -50, style: {fontSize: '14px', color: '#A6A6A6'}},
          content: {
            formatter: (datum) => `${((datum?.percent ?? 0) * 8).toFixed(2)} kW`,
            offsetY: -12,
            style: {fontSize: '28px', color: '#F0F0F0'},
          },
        }}
      />
    </div>
  );
}
