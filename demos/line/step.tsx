/**
 * title: Step line with annotations
 * description: A central bank's policy interest rate at each meeting, drawn as a step line with `stepType: 'hv'`; a `line` annotation marks the 2% inflation target and a `dataMarker` the rate's peak.
 * keywords: step, stepType, annotations, interest rate, threshold
 * topics: shapes
 * order: 3
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const data = [
  {date: '2022-01', rate: 0.25},
  {date: '2022-03', rate: 0.5},
  {date: '2022-05', rate: 1.0},
  {date: '2022-06', rate: 1.25},
  {date: '2022-08', rate: 1.75},
  {date: '2022-09', rate: 2.25},
  {date: '2022-11', rate: 3.0},
  {date: '2022-12', rate: 3.5},
  {date: '2023-02', rate: 4.0},
  {date: '2023-03', rate: 4.25},
  {date: '2023-05', rate: 4.5},
  {date: '2023-06', rate: 5.0},
  {date: '2023-08', rate: 5.25},
  {date: '2023-11', rate: 5.25},
  {date: '2024-02', rate: 5.25},
  {date: '2024-05', rate: 5.25},
  {date: '2024-08', rate: 5.0},
  {date: '2024-11', rate: 4.75},
];

export default function Demo() {
  return (
    <Line
      data={data}
      xField="date"
      yField="rate"
      stepType="hv"
      yAxis={{min: 0, max: 6, label: {formatter: (v: string) => `${v}%`}}}
      tooltip={{formatter: (d) => ({name: 'Policy rate', value: `${d.rate.toFixed(2)}%`})}}
      annotations={[
        {
          type: 'line',
          start: ['min', 2],
          end: ['max', 2],
          style: {stroke: '#F4664A', lineDash: [4, 4]},
          text: {content: 'Inflation target 2%', position: 'start', offsetY: -6, style: {fill: '#F4664A'}},
        },
        {
          type: 'dataMarker',
          position: ['2023-08', 5.25],
          text: {content: 'Peak 5.25%'},
          point: {style: {fill: '#fff', stroke: '#5B8FF9'}},
        },
      ]}
    />
  );
}
