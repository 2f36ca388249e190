/**
 * title: Heatmap with a range legend
 * description: Monthly rainfall in millimetres at six weather stations over one year, with a continuous legend on the right whose handles (`slidable`) can be dragged to show only the cells inside a range of rainfall.
 * keywords: legend, continuous legend, slidable, range, filter, rainfall
 * topics: legend
 * order: 9
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rainfall: Record<string, number[]> = {
  Bergen: [190, 152, 170, 114, 106, 132, 148, 190, 283, 271, 259, 235],
  Mumbai: [1, 0, 0, 1, 14, 523, 840, 586, 297, 85, 12, 2],
  Cairo: [5, 4, 4, 1, 0, 0, 0, 0, 0, 1, 3, 6],
  Singapore: [243, 160, 186, 179, 172, 162, 159, 176, 170, 193, 257, 287],
  Madrid: [33, 35, 25, 44, 44, 21, 11, 10, 23, 60, 54, 44],
  Seattle: [140, 89, 95, 66, 48, 38, 15, 25, 38, 88, 167, 140],
};

const data = Object.entries(rainfall).flatMap(([station, values]) =>
  values.map((mm, i) => ({station, month: months[i], mm})),
);

export default function Demo() {
  return (
    <Heatmap
      data={data}
      xField="month"
      yField="station"
      colorField="mm"
      color={['#F0F9E8', '#BAE4BC', '#7BCCC4', '#43A2CA', '#0868AC']}
      heatmapStyle={{stroke: '#fff', lineWidth: 1}}
      legend={{
        position: 'right',
        layout: 'vertical',
        // Dragging a handle hides the cells outside the chosen range.
        slidable: true,
        // A mid grey: the engine's legend title is dark in every theme.
        title: {text: 'Rainfall (mm)', spacing: 8, style: {fill: '#8c8c8c'}},
      }}
      meta={{
        station: {type: 'cat', values: Object.keys(rainfall).reverse(), alias: 'Station'},
        month: {alias: 'Month'},
        mm: {alias: 'Rainfall (mm)'},
      }}
      xAxis={{position: 'top', grid: null}}
    />
  );
}
