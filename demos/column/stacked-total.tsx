/**
 * title: Stacked column with a total on each stack
 * description: Tickets opened per weekday at a help desk, stacked by four priorities; labels sit in the middle of the segments (hidden where they overlap) and a `text` annotation writes each weekday's total above its stack.
 * keywords: stacked, isStack, total, sum, annotations, text annotation, label
 * topics: annotations, label, stacking
 * order: 21
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const tickets: Record<string, number[]> = {
  Low: [34, 29, 31, 27, 22],
  Normal: [52, 47, 45, 49, 38],
  High: [18, 14, 16, 12, 9],
  Urgent: [11, 8, 9, 8, 12],
};
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

const data = Object.entries(tickets).flatMap(([priority, counts]) =>
  counts.map((count, i) => ({day: days[i], priority, count})),
);

// One text annotation per weekday, placed at the top of its stack.
const totals = days.map((day) => data.filter((d) => d.day === day).reduce((sum, d) => sum + d.count, 0));
const annotations = days.map((day, i) => ({
  type: 'text' as const,
  position: [day, totals[i]] as [string, number],
  content: `${totals[i]}`,
  offsetY: -12,
  style: {textAlign: 'center' as const, fontSize: 14, fontWeight: 600},
}));

export default function Demo() {
  return (
    <Column
      data={data}
      xField="day"
      yField="count"
      seriesField="priority"
      isStack
      color={['#BAE7FF', '#69C0FF', '#FFA940', '#F5222D']}
      legend={{position: 'top'}}
      meta={{count: {alias: 'Tickets'}}}
      label={{
        position: 'middle',
        layout: [{type: 'interval-hide-overlap'}, {type: 'adjust-color'}],
      }}
      annotations={annotations}
      appendPadding={[20, 0, 0, 0]}
    />
  );
}
