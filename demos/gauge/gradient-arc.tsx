/**
 * title: Gauge with a gradient arc and no pointer
 * description: Cloud storage used (58% of the plan) as an arc filled with a light-to-dark blue gradient in `range.color`, with the pointer (`indicator`) and the axis turned off and the value written in the centre.
 * keywords: gauge, gradient, indicator, no pointer, storage, progress
 * topics: colors
 * order: 5
 * height: 300
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

export default function Demo() {
  return (
    <Gauge
      percent={0.58}
      innerRadius={0.8}
      range={{color: 'l(0) 0:#9AC5FF 1:#1D5BD8'}}
      indicator={false}
      axis={false}
      statistic={{
        title: {
          formatter: (datum) => `${Math.round((datum?.percent ?? 0) * 100)}%`,
          offsetY: -66,
          style: {fontSize: '40px', color: 'inherit'},
        },
        content: {content: '116 GB of 200 GB used', offsetY: -24, style: {fontSize: '14px', color: '#8c8c8c'}},
      }}
    />
  );
}
