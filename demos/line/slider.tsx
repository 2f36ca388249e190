/**
 * title: Line with a slider
 * description: Daily page views of a documentation site over 180 days from January 2024, with a slider under the chart that starts zoomed on the last two months.
 * keywords: slider, zoom, range, time series, daily, page views
 * topics: slider
 * order: 5
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const day = (i: number) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);

// A slow upward trend, a weekly rhythm (quiet weekends) and a launch spike around day 120.
const data = Array.from({length: 180}, (_, i) => {
  const weekday = (i + 1) % 7; // 1 Jan 2024 was a Monday
  const weekend = weekday === 6 || weekday === 0;
  const launch = i >= 118 && i <= 124 ? 2600 - Math.abs(i - 120) * 500 : 0;
  return {date: day(i), views: Math.round(3200 + i * 9 + (weekend ? -1400 : 0) + launch + ((i * 37) % 11) * 40)};
});

export default function Demo() {
  return (
    <Line
      data={data}
      xField="date"
      yField="views"
      meta={{views: {alias: 'Page views'}}}
      xAxis={{tickCount: 6}}
      yAxis={{title: {text: 'Page views'}}}
      slider={{start: 0.66, end: 1}}
    />
  );
}
