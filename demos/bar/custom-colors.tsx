/**
 * title: Stacked bar with a color per series from a callback
 * description: A household's electricity use in each season, stacked by five appliance groups; a `color` callback gives every group a fixed color, whatever order the series come in.
 * keywords: color, callback, palette, custom colors, series, stacked
 * topics: stacking, colors
 * order: 17
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const seriesColors: Record<string, string> = {
  Heating: '#F5222D',
  Cooling: '#1890FF',
  Kitchen: '#FAAD14',
  Lighting: '#FADB14',
  Electronics: '#722ED1',
};

const data = [
  {season: 'Winter', group: 'Heating', kwh: 1480},
  {season: 'Winter', group: 'Kitchen', kwh: 310},
  {season: 'Winter', group: 'Lighting', kwh: 190},
  {season: 'Winter', group: 'Electronics', kwh: 240},
  {season: 'Spring', group: 'Heating', kwh: 520},
  {season: 'Spring', group: 'Kitchen', kwh: 290},
  {season: 'Spring', group: 'Lighting', kwh: 130},
  {season: 'Spring', group: 'Electronics', kwh: 230},
  {season: 'Summer', group: 'Cooling', kwh: 860},
  {season: 'Summer', group: 'Kitchen', kwh: 280},
  {season: 'Summer', group: 'Lighting', kwh: 90},
  {season: 'Summer', group: 'Electronics', kwh: 220},
  {season: 'Autumn', group: 'Heating', kwh: 610},
  {season: 'Autumn', group: 'Kitchen', kwh: 300},
  {season: 'Autumn', group: 'Lighting', kwh: 150},
  {season: 'Autumn', group: 'Electronics', kwh: 235},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="kwh"
      yField="season"
      seriesField="group"
      isStack
      color={({group}) => seriesColors[group]}
      legend={{position: 'top'}}
      meta={{kwh: {alias: 'Electricity (kWh)'}}}
      xAxis={{title: {text: 'Electricity used (kWh)'}}}
    />
  );
}
