/**
 * title: Step line and line
 * description: A time-of-use electricity tariff as a step line (`stepType: 'hv'`) that holds its price through each hour, and a household's consumption in the same 24 hours as a smooth line on the right axis.
 * keywords: dual axes, step line, stepType, hv, tariff, electricity, consumption
 * topics: shapes
 * order: 8
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const tariff = [12, 12, 12, 12, 12, 12, 12, 24, 24, 18, 18, 18, 18, 18, 18, 18, 18, 32, 32, 32, 24, 18, 12, 12];
const usage = [
  0.31, 0.28, 0.26, 0.25, 0.27, 0.34, 0.62, 0.94, 0.71, 0.42, 0.38, 0.41, 0.55, 0.47, 0.39, 0.44, 0.68, 1.12, 1.34,
  1.21, 0.96, 0.74, 0.52, 0.38,
];

const data = tariff.map((price, hour) => ({hour: `${String(hour).padStart(2, '0')}:00`, price, usage: usage[hour]}));

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="hour"
      yField={['price', 'usage']}
      meta={{price: {alias: 'Tariff (cents/kWh)'}, usage: {alias: 'Consumption (kWh)'}}}
      yAxis={{
        price: {min: 0, max: 40, title: {text: 'Tariff (cents/kWh)'}},
        usage: {min: 0, max: 1.6, title: {text: 'Consumption (kWh)'}},
      }}
      xAxis={{tickCount: 8}}
      geometryOptions={[
        {geometry: 'line', stepType: 'hv', color: '#5B8FF9', lineStyle: {lineWidth: 3}},
        {geometry: 'line', smooth: true, color: '#E86452', point: {size: 3}},
      ]}
      legend={{position: 'top'}}
    />
  );
}
