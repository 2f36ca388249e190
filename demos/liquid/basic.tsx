/**
 * title: Reservoir level
 * description: Current fill level of a city water reservoir (63% of capacity), shown as a liquid gauge.
 * keywords: liquid, water, percent, fill level, KPI
 * topics: basics, stacking
 * order: 1
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';

export default function Demo() {
  return (
    <Liquid
      percent={0.63}
      outline={{border: 4, distance: 6}}
      wave={{length: 128}}
      statistic={{
        title: {content: 'Reservoir', style: {fontSize: '14px', color: 'inherit'}},
        content: {formatter: (datum) => `${Math.round((datum?.percent ?? 0) * 100)}%`, style: {fontSize: '32px'}},
      }}
    />
  );
}
