/**
 * title: Column with brush filtering
 * description: Rainfall on each day of April in a coastal town; with `brush` set to `x-rect` and `filter`, dragging across the chart keeps only the days inside the selection, and a reset button brings the rest back.
 * keywords: brush, filter, zoom, drag, x-rect, select range
 * topics: shapes
 * order: 37
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const rain = [
  0, 2.4, 8.1, 12.6, 3.2, 0, 0, 0.4, 5.8, 14.2, 21.7, 9.3, 1.1, 0, 0, 0, 2.9, 6.4, 0.8, 0, 0, 3.6, 17.8, 24.1, 11.2,
  4.5, 0.6, 0, 0, 1.3,
];
const data = rain.map((mm, i) => ({day: `Apr ${i + 1}`, mm}));

export default function Demo() {
  return (
    <Column
      data={data}
      xField="day"
      yField="mm"
      color="#2F54EB"
      meta={{mm: {alias: 'Rainfall (mm)'}}}
      // Drag horizontally to keep only the days inside the selection.
      brush={{enabled: true, type: 'x-rect', action: 'filter'}}
      yAxis={{title: {text: 'Rainfall (mm)'}}}
    />
  );
}
