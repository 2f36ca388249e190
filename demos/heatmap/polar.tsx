/**
 * title: Radial heatmap
 * description: Visits to an online shop by hour of the day and weekday, wrapped around a circle by a `polar` coordinate with an `innerRadius`: each ring is a weekday and each sector an hour.
 * keywords: polar, radial, coordinate, circular, hour, clock, innerRadius
 * topics: shapes
 * order: 5
 * height: 480
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = Array.from({length: 24}, (_, h) => `${h}:00`);

// Visits per hour: a lunch peak at 12h and an evening peak at 20h, higher at the weekend.
const bump = (h: number, at: number, width: number) => Math.exp(-((h - at) ** 2) / (2 * width ** 2));
const data = weekdays.flatMap((day, d) =>
  hours.map((hour, h) => ({
    day,
    hour,
    visits: Math.round((d >= 5 ? 1.3 : 1) * (60 + 260 * bump(h, 12, 1.5) + 420 * bump(h, 20, 2.2) - (h < 6 ? 40 : 0))),
  })),
);

export default function Demo() {
  return (
    <Heatmap
      data={data}
      xField="hour"
      yField="day"
      colorField="visits"
      color={['#FFF7E6', '#FFD591', '#FFA940', '#FA541C', '#A8071A']}
      coordinate={{type: 'polar', cfg: {innerRadius: 0.25}}}
      heatmapStyle={{stroke: '#fff', lineWidth: 1}}
      meta={{
        hour: {alias: 'Hour'},
        day: {type: 'cat', values: weekdays, alias: 'Weekday'},
        visits: {alias: 'Visits'},
      }}
      xAxis={{line: null, tickLine: null, grid: null, label: {offset: 12}}}
      yAxis={{
        top: true,
        line: null,
        tickLine: null,
        grid: null,
        label: {offset: 2, style: {fontSize: 10, fill: '#262626'}},
      }}
    />
  );
}
