/**
 * title: Visits sparkline
 * description: Daily visits to a web page over the last 30 days, as a tiny area chart for a dashboard card.
 * keywords: tiny area, sparkline, mini chart, dashboard, trend
 * topics: basics, dashboards
 * order: 1
 * height: 80
 */
import React from 'react';
import {TinyArea} from '@ant-design/plots';

const visits = [
  264, 417, 438, 887, 309, 397, 550, 575, 563, 430, 525, 592, 492, 467, 513, 546, 983, 340, 539, 243, 226, 192, 318,
  412, 503, 611, 588, 642, 701, 676,
];

export default function Demo() {
  return <TinyArea data={visits} smooth areaStyle={{fill: '#d6e3fd'}} line={{color: '#5B8FF9'}} />;
}
