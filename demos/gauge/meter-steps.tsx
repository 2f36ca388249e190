/**
 * title: Meter gauge with custom steps
 * description: A customer satisfaction score of 81% on a `meter` gauge of 30 thin steps (`meter.steps`), each taking half of its slot (`meter.stepRatio`); the filled steps show the score.
 * keywords: gauge, meter, steps, stepRatio, segmented, satisfaction
 * topics: shapes
 * order: 3
 * height: 300
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

export default function Demo() {
  return (
    <Gauge
      percent={0.81}
      type="meter"
      innerRadius={0.72}
      meter={{steps: 30, stepRatio: 0.5}}
      range={{color: '#5AD8A6'}}
      indicator={{
        pointer: {style: {stroke: '#BFBFBF'}},
        pin: {style: {stroke: '#BFBFBF'}},
      }}
      axis={{label: {formatter: (v: string) => `${Math.round(Number(v) * 100)}`}}}
      statistic={{
        title: {content: 'Satisfaction', offsetY: -36, style: {fontSize: '14px', color: '#8c8c8c'}},
        content: {
          formatter: (datum) => `${Math.round((datum?.percent ?? 0) * 100)}%`,
          style: {fontSize: '30px', color: 'inherit'},
        },
      }}
    />
  );
}
