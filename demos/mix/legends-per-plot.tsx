/**
 * title: A legend for each colour field
 * description: A cinema's 3,950 tickets of one week by weekday and screen as stacked columns with their legend above, next to a donut of the same tickets by type with its legend to the right; Mix's `legend` option places one legend per colour field.
 * keywords: mix, plots, legend, position, layout, column, pie, cinema
 * topics: legend, colors, shapes, dashboards
 * order: 12
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const screens: Record<string, number[]> = {
  '2D': [210, 260, 240, 280, 420, 560, 510],
  '3D': [60, 75, 70, 80, 150, 220, 190],
  IMAX: [40, 45, 50, 60, 110, 170, 150],
};

const sales = Object.entries(screens).flatMap(([screen, values]) =>
  values.map((tickets, i) => ({day: days[i], screen, tickets})),
);
const ticketTypes = [
  {type: 'Adult', tickets: 2160},
  {type: 'Child', tickets: 820},
  {type: 'Student', tickets: 610},
  {type: 'Senior', tickets: 360},
];

export default function Demo() {
  return (
    <Mix
      // Mix draws legends for the whole canvas, one entry per colour field.
      legend={{
        screen: {position: 'top-left'},
        type: {position: 'right', layout: 'vertical', offsetX: -16},
      }}
      plots={[
        {
          type: 'column',
          region: {start: {x: 0, y: 0}, end: {x: 0.56, y: 1}},
          options: {
            data: sales,
            xField: 'day',
            yField: 'tickets',
            seriesField: 'screen',
            isStack: true,
            color: ['#5B8FF9', '#5AD8A6', '#5D7092'],
            meta: {tickets: {alias: 'Tickets'}},
            tooltip: {shared: true, showMarkers: false},
          },
        },
        {
          type: 'pie',
          region: {start: {x: 0.6, y: 0}, end: {x: 1, y: 1}},
          options: {
            data: ticketTypes,
            angleField: 'tickets',
            colorField: 'type',
            color: ['#F6BD16', '#E8684A', '#6DC8EC', '#9270CA'],
            radius: 0.9,
            innerRadius: 0.6,
            label: false,
            statistic: {title: false, content: {content: '3,950', style: {fontSize: '18px', color: 'inherit'}}},
            meta: {tickets: {alias: 'Tickets'}},
            tooltip: {showMarkers: false},
          },
        },
      ]}
    />
  );
}
