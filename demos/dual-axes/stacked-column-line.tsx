/**
 * title: Stacked columns with a line
 * description: Daily energy use of an office building over one week, stacked as heating, lighting and equipment with `isStack` and `seriesField`, and the outdoor temperature as a line on the right axis.
 * keywords: dual axes, stacked column, isStack, seriesField, line, energy, temperature
 * topics: stacking
 * order: 5
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const heating = [410, 452, 498, 386, 344, 180, 162];
const lighting = [122, 118, 125, 120, 116, 38, 35];
const equipment = [265, 272, 268, 275, 251, 64, 58];
const temperature = [4.2, 2.1, -0.8, 5.6, 7.9, 8.4, 9.1];

const energy = days.flatMap((day, i) => [
  {day, use: 'Heating', kwh: heating[i]},
  {day, use: 'Lighting', kwh: lighting[i]},
  {day, use: 'Equipment', kwh: equipment[i]},
]);
const weather = days.map((day, i) => ({day, temperature: temperature[i]}));

export default function Demo() {
  return (
    <DualAxes
      data={[energy, weather]}
      xField="day"
      yField={['kwh', 'temperature']}
      meta={{kwh: {alias: 'Energy (kWh)'}, temperature: {alias: 'Outdoor temperature (°C)'}}}
      yAxis={{
        kwh: {title: {text: 'Energy (kWh)'}},
        temperature: {min: -5, max: 10, title: {text: 'Outdoor temperature (°C)'}},
      }}
      geometryOptions={[
        {geometry: 'column', isStack: true, seriesField: 'use', columnWidthRatio: 0.55},
        {geometry: 'line', color: '#E8684A', point: {size: 4}},
      ]}
      legend={{position: 'top'}}
    />
  );
}
