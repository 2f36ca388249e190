/**
 * title: Storage quota
 * description: Share of a team's 2 TB cloud storage quota already in use (64%), shown as a ring with the value in its centre.
 * keywords: ring progress, percent, donut, quota, KPI
 * topics: basics, stacking
 * order: 1
 * height: 220
 */
import React from 'react';
import {RingProgress} from '@ant-design/plots';

export default function Demo() {
  return (
    <RingProgress
      percent={0.64}
      innerRadius={0.8}
      radius={0.95}
      color={['#30BF78', '#E8EDF3']}
      statistic={{
        title: {content: 'Storage used', style: {fontSize: '13px', color: '#8c8c8c'}},
        content: {formatter: () => '1.28 / 2 TB', style: {fontSize: '18px', color: 'inherit'}},
      }}
    />
  );
}
