/**
 * title: Single KPI bullet
 * description: One compact bullet, its parts sized with `size`, for a support team's customer satisfaction score: 4.3 out of 5 against a target of 4.5, over poor, fair and good bands ending at 3, 4 and 5.
 * keywords: single, KPI, compact, dashboard, satisfaction, score
 * topics: dashboards
 * order: 5
 * height: 120
 */
import React from 'react';
import {Bullet} from '@ant-design/plots';

const data = [{kpi: 'CSAT', score: [4.3], bands: [3, 4, 5], target: 4.5}];

export default function Demo() {
  return (
    <Bullet
      data={data}
      xField="kpi"
      measureField="score"
      rangeField="bands"
      targetField="target"
      color={{range: ['#FFCCC7', '#FFE7BA', '#D9F7BE'], measure: '#262626', target: '#F5222D'}}
      size={{range: 36, measure: 12, target: 28}}
      label={{measure: {position: 'right', style: {fontWeight: 600}}}}
      yAxis={{tickInterval: 0.5}}
      xAxis={{line: null}}
      meta={{score: {alias: 'Score'}, target: {alias: 'Target'}}}
      legend={false}
    />
  );
}
