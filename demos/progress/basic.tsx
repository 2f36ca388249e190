/**
 * title: Fundraising progress
 * description: Share of a charity's fundraising goal collected so far (68%), shown as a thin progress bar.
 * keywords: progress, percent, bar, KPI, goal
 * topics: basics, stacking
 * order: 1
 * height: 100
 */
import React from 'react';
import {Progress} from '@ant-design/plots';

export default function Demo() {
  return <Progress percent={0.68} barWidthRatio={0.3} color={['#5B8FF9', '#E8EDF3']} />;
}
