/**
 * title: Stacked area with a slider
 * description: Weekly hours a design agency logged on three kinds of work over one year (52 weeks), stacked, with a `slider` under the chart whose `start` of 0.75 opens it on the last quarter.
 * keywords: slider, zoom, range, stacked, isStack, weekly, timesheet
 * topics: slider, stacking
 * order: 4
 */
import React from 'react';
import {Area} from '@ant-design/plots';

// Smooth, repeatable weekly patterns: a seasonal wave per kind of work.
const kinds: Record<string, (week: number) => number> = {
  'Client projects': (w) => 260 + 60 * Math.sin(w / 6) + (w % 4 === 0 ? -30 : 0),
  'Internal tools': (w) => 70 + 25 * Math.cos(w / 9),
  'Pitches and proposals': (w) => 45 + 35 * Math.max(0, Math.sin((w - 10) / 5)),
};

const data = Object.entries(kinds).flatMap(([kind, hoursFor]) =>
  Array.from({length: 52}, (_, i) => ({week: `W${i + 1}`, kind, hours: Math.round(hoursFor(i + 1))})),
);

export default function Demo() {
  return (
    <Area
      data={data}
      xField="week"
      yField="hours"
      seriesField="kind"
      isStack
      legend={{position: 'top'}}
      meta={{hours: {alias: 'Hours'}}}
      yAxis={{title: {text: 'Hours logged per week'}}}
      slider={{start: 0.75, end: 1}}
    />
  );
}
