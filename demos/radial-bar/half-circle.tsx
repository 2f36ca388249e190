/**
 * title: Half-circle radial bar
 * description: Share of staff who finished each of five compulsory trainings, drawn over the upper half circle by `startAngle` and `endAngle`; `maxAngle` 360 lets the longest bar span the whole half circle, and a legend names each training's colour.
 * keywords: radial bar, startAngle, endAngle, maxAngle, semicircle, completion
 * topics: shapes
 * order: 8
 */
import React from 'react';
import {RadialBar} from '@ant-design/plots';

const data = [
  {training: 'Privacy', done: 96},
  {training: 'Security', done: 88},
  {training: 'First aid', done: 61},
  {training: 'Fire safety', done: 79},
  {training: 'Ethics', done: 72},
];

export default function Demo() {
  return (
    <RadialBar
      data={data}
      xField="training"
      yField="done"
      startAngle={Math.PI}
      endAngle={2 * Math.PI}
      maxAngle={360}
      radius={0.9}
      innerRadius={0.3}
      colorField="training"
      xAxis={false}
      legend={{position: 'bottom'}}
      barBackground={{}}
      meta={{done: {alias: 'Completed (%)'}}}
      tooltip={{formatter: (d) => ({name: d.training, value: `${d.done}%`})}}
    />
  );
}
