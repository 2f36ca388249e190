/**
 * title: Line inside a min–max band
 * description: Average daily temperature of each month in a coastal city as a line, drawn over an area band from the month's record low to its record high: three `geometries` (area, line, point) in one view.
 * keywords: mix, views, area, range area, band, line, geometries, temperature
 * topics: dashboards
 * order: 2
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const recordLow = [-6, -5, -2, 2, 6, 10, 13, 13, 9, 4, 0, -4];
const average = [4, 5, 7, 10, 14, 17, 20, 20, 17, 13, 8, 5];
const recordHigh = [15, 17, 22, 26, 30, 34, 37, 36, 32, 27, 20, 16];

const data = months.map((month, i) => ({
  month,
  average: average[i],
  record: [recordLow[i], recordHigh[i]],
}));

export default function Demo() {
  return (
    <Mix
      tooltip={{shared: true, showCrosshairs: true}}
      views={[
        {
          data,
          meta: {
            month: {range: [0, 1]},
            average: {alias: 'Average (°C)', min: -10, max: 40, sync: 'temperature'},
            record: {alias: 'Record low – high (°C)', min: -10, max: 40, sync: 'temperature'},
          },
          axes: {month: {}, record: {title: {text: 'Temperature (°C)'}}, average: false},
          geometries: [
            {
              type: 'area',
              xField: 'month',
              yField: 'record',
              mapping: {color: '#FFC069', style: {fillOpacity: 0.35}},
              tooltipFields: false,
            },
            {
              type: 'line',
              xField: 'month',
              yField: 'average',
              mapping: {color: '#D4380D', style: {lineWidth: 2.5}},
            },
            {
              type: 'point',
              xField: 'month',
              yField: 'average',
              mapping: {color: '#D4380D', size: 3, shape: 'circle'},
              tooltipFields: false,
            },
          ],
        },
      ]}
    />
  );
}
