/**
 * title: Weekly sales bars
 * description: Units sold per week over the last 16 weeks, as a tiny column chart for a KPI card.
 * keywords: tiny column, sparkline, mini chart, dashboard, weekly
 * topics: basics, dashboards
 * order: 1
 * height: 80
 */
import React from 'react';
import {TinyColumn} from '@ant-design/plots';

// The last 16 weeks, oldest first.
const unitsPerWeek = [274, 337, 81, 497, 666, 219, 269, 402, 385, 438, 512, 471, 390, 552, 604, 587];

export default function Demo() {
  return <TinyColumn data={unitsPerWeek} columnWidthRatio={0.6} />;
}
