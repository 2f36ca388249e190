/**
 * title: Correlation matrix with labels
 * description: Pearson correlations between six daily weather measurements, each cell labelled with its coefficient and coloured on a diverging scale from -1 (blue) through 0 (white) to 1 (red).
 * keywords: correlation, matrix, label, diverging, coefficient, weather, statistics
 * topics: label
 * order: 7
 * height: 460
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

const measures = ['Temperature', 'Humidity', 'Wind', 'Pressure', 'Rainfall', 'Sunshine'];
// A symmetric matrix, in the order of the measures above.
const matrix = [
  [1, -0.62, -0.18, 0.21, -0.35, 0.78],
  [-0.62, 1, 0.12, -0.41, 0.64, -0.71],
  [-0.18, 0.12, 1, -0.52, 0.38, -0.22],
  [0.21, -0.41, -0.52, 1, -0.58, 0.36],
  [-0.35, 0.64, 0.38, -0.58, 1, -0.55],
  [0.78, -0.71, -0.22, 0.36, -0.55, 1],
];

const data = matrix.flatMap((row, i) => row.map((r, j) => ({row: measures[i], column: measures[j], r})));

export default function Demo() {
  return (
    <Heatmap
      data={data}
      xField="column"
      yField="row"
      colorField="r"
      color={['#2F54EB', '#85A5FF', '#FFFFFF', '#FF9C6E', '#CF1322']}
      heatmapStyle={{stroke: '#fff', lineWidth: 1}}
      label={{
        // White text on the strongest colours, dark text elsewhere.
        callback: (r: number) => ({
          content: r.toFixed(2),
          style: {fill: Math.abs(r) > 0.6 ? '#fff' : '#262626', fontSize: 12},
        }),
      }}
      meta={{
        column: {type: 'cat', values: measures, alias: 'Measure'},
        row: {type: 'cat', values: [...measures].reverse(), alias: 'Measure'},
        r: {min: -1, max: 1, alias: 'Correlation'},
      }}
      xAxis={{position: 'top', grid: null, tickLine: null}}
      yAxis={{grid: null}}
      legend={{position: 'right'}}
      tooltip={{
        showTitle: false,
        formatter: (d) => ({name: `${d.row} × ${d.column}`, value: d.r.toFixed(2)}),
      }}
    />
  );
}
