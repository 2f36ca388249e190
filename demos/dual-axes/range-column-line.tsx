/**
 * title: Range columns with a line
 * description: Each month's lowest and highest daily temperature in a mountain town as floating columns (`isRange`), with the month's rainfall as a line on the right axis.
 * keywords: dual axes, range column, isRange, min max, temperature, rainfall
 * topics: stacking
 * order: 9
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const lows = [-14, -12, -8, -3, 1, 5, 7, 6, 2, -2, -8, -12];
const highs = [4, 6, 10, 15, 20, 25, 28, 27, 22, 17, 9, 5];
const rainfall = [62, 55, 71, 88, 112, 134, 141, 128, 96, 81, 74, 66];

const data = months.map((month, i) => ({month, range: [lows[i], highs[i]], rainfall: rainfall[i]}));

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="month"
      yField={['range', 'rainfall']}
      meta={{range: {alias: 'Temperature range (°C)'}, rainfall: {alias: 'Rainfall (mm)'}}}
      yAxis={{
        range: {title: {text: 'Temperature (°C)'}},
        rainfall: {min: 0, title: {text: 'Rainfall (mm)'}},
      }}
      geometryOptions={[
        {geometry: 'column', isRange: true, color: '#FF9D4D', columnWidthRatio: 0.45},
        {geometry: 'line', color: '#3B82F6', point: {size: 3}},
      ]}
      tooltip={{
        formatter: (datum: Record<string, unknown>) =>
          Array.isArray(datum.range)
            ? {name: 'Temperature range', value: `${datum.range[0]} to ${datum.range[1]} °C`}
            : {name: 'Rainfall', value: `${datum.rainfall} mm`},
      }}
      legend={{position: 'top'}}
    />
  );
}
