/**
 * title: Line with a custom tooltip
 * description: Hours of sleep per night recorded by a fitness tracker over two weeks; the tooltip is replaced by HTML from `customContent` showing the night, the hours and whether the 7-hour goal was met.
 * keywords: tooltip, customContent, HTML tooltip, custom template, sleep
 * topics: tooltip
 * order: 20
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const hours = [6.4, 7.2, 7.8, 6.1, 5.9, 8.6, 8.9, 7.1, 6.8, 7.4, 6.2, 6.6, 8.2, 9.0];
const data = hours.map((h, i) => ({night: `Night ${i + 1}`, hours: h}));
const GOAL = 7;

interface TooltipItem {
  data: {night: string; hours: number};
}

export default function Demo() {
  return (
    <Line
      data={data}
      xField="night"
      yField="hours"
      point={{size: 4}}
      meta={{hours: {alias: 'Sleep (hours)', min: 4, max: 10}}}
      yAxis={{title: {text: 'Hours of sleep'}}}
      xAxis={{label: {autoRotate: true}}}
      tooltip={{
        customContent: (title: string, items: TooltipItem[]) => {
          const datum = items[0]?.data;
          if (!datum) return '';
          const met = datum.hours >= GOAL;
          const whole = Math.floor(datum.hours);
          const minutes = Math.round((datum.hours - whole) * 60);
          return `<div style="padding: 10px 4px; line-height: 1.6">
            <div style="font-weight: 600">${title}</div>
            <div style="font-size: 18px">${whole} h ${String(minutes).padStart(2, '0')} min</div>
            <div style="color: ${met ? '#30BF78' : '#F4664A'}">${met ? '✓ goal met' : '✗ under the 7 h goal'}</div>
          </div>`;
        },
      }}
    />
  );
}
