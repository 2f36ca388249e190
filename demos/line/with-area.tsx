/**
 * title: Line with a shaded area
 * description: Hourly solar power output of a rooftop installation over one day, drawn as a line with the `area` option shading the energy produced beneath it.
 * keywords: area, fill, line with area, solar, energy
 * topics: colors
 * order: 10
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const kw = [0, 0, 0, 0, 0, 0.1, 0.6, 1.5, 2.6, 3.5, 4.2, 4.6, 4.7, 4.4, 3.9, 3.1, 2.1, 1.1, 0.4, 0.1, 0, 0, 0, 0];
const data = kw.map((power, hour) => ({hour: `${String(hour).padStart(2, '0')}:00`, power}));

export default function Demo() {
  return (
    <Line
      data={data}
      xField="hour"
      yField="power"
      smooth
      color="#FAAD14"
      meta={{power: {alias: 'Output (kW)'}}}
      area={{style: {fill: 'l(270) 0:#FAAD14 1:#FAAD14', fillOpacity: 0.25}}}
      xAxis={{tickCount: 8}}
      yAxis={{title: {text: 'Output (kW)'}}}
    />
  );
}
