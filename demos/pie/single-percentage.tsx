/**
 * title: Donut showing a single percentage
 * description: Share of survey responses that were completed (1,480 of 2,000), as a two-slice donut whose remainder is light grey from the `color` array and whose centre holds the percentage.
 * keywords: donut, progress, percentage, single value, color, statistic, completion
 * topics: colors
 * order: 4
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const completed = 1480;
const total = 2000;
const data = [
  {status: 'Completed', responses: completed},
  {status: 'Not completed', responses: total - completed},
];

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="responses"
      colorField="status"
      color={['#5B8FF9', '#E8EDF3']}
      radius={0.85}
      innerRadius={0.78}
      label={false}
      legend={false}
      tooltip={false}
      statistic={{
        title: {content: 'Completed', offsetY: -8, style: {fontSize: '14px', color: '#8c8c8c'}},
        content: {content: `${Math.round((completed / total) * 100)}%`, style: {fontSize: '36px', color: 'inherit'}},
      }}
    />
  );
}
