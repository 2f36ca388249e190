/**
 * title: Scatter with brush selection
 * description: Height against weight of adult athletes from three sports, ten per sport; with `brush` of type `rect` and action `highlight`, dragging a rectangle over the chart highlights the athletes inside it and fades the rest.
 * keywords: brush, selection, highlight, drag, interaction, rect
 * topics: interaction, shapes
 * order: 9
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const rows: [string, number, number][] = [
  ['Basketball', 201, 98],
  ['Basketball', 196, 92],
  ['Basketball', 208, 109],
  ['Basketball', 193, 88],
  ['Basketball', 199, 101],
  ['Basketball', 205, 104],
  ['Basketball', 190, 86],
  ['Basketball', 203, 96],
  ['Basketball', 197, 95],
  ['Basketball', 211, 113],
  ['Gymnastics', 158, 52],
  ['Gymnastics', 163, 57],
  ['Gymnastics', 152, 47],
  ['Gymnastics', 167, 61],
  ['Gymnastics', 160, 55],
  ['Gymnastics', 171, 66],
  ['Gymnastics', 155, 50],
  ['Gymnastics', 165, 63],
  ['Gymnastics', 162, 54],
  ['Gymnastics', 169, 64],
  ['Rowing', 188, 90],
  ['Rowing', 192, 95],
  ['Rowing', 184, 84],
  ['Rowing', 195, 97],
  ['Rowing', 180, 78],
  ['Rowing', 186, 88],
  ['Rowing', 190, 93],
  ['Rowing', 178, 75],
  ['Rowing', 183, 82],
  ['Rowing', 194, 99],
];
const data = rows.map(([sport, height, weight]) => ({sport, height, weight}));

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="height"
      yField="weight"
      colorField="sport"
      size={5}
      shape="circle"
      pointStyle={{fillOpacity: 0.85}}
      brush={{
        enabled: true,
        type: 'rect',
        action: 'highlight',
        mask: {style: {fill: '#000', fillOpacity: 0.08, stroke: '#8c8c8c', lineWidth: 1}},
      }}
      legend={{position: 'top'}}
      xAxis={{title: {text: 'Height (cm)'}, min: 145, max: 215}}
      yAxis={{title: {text: 'Weight (kg)'}, min: 40}}
      meta={{sport: {alias: 'Sport'}, height: {alias: 'Height (cm)'}, weight: {alias: 'Weight (kg)'}}}
    />
  );
}
