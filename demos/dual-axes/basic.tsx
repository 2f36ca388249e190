/**
 * title: Column and line
 * description: Monthly orders of an online shop as columns on the left axis and the checkout conversion rate as a smooth line on the right axis, one `geometryOptions` entry per field of `yField`.
 * keywords: dual axes, column, line, two scales, conversion, geometryOptions
 * topics: basics
 * order: 1
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const data = [
  {month: 'Jan', orders: 3840, conversion: 2.1},
  {month: 'Feb', orders: 3510, conversion: 2.0},
  {month: 'Mar', orders: 4120, conversion: 2.3},
  {month: 'Apr', orders: 4390, conversion: 2.4},
  {month: 'May', orders: 4760, conversion: 2.6},
  {month: 'Jun', orders: 4580, conversion: 2.5},
  {month: 'Jul', orders: 4920, conversion: 2.7},
  {month: 'Aug', orders: 5210, conversion: 2.8},
  {month: 'Sep', orders: 5030, conversion: 2.6},
  {month: 'Oct', orders: 5620, conversion: 2.9},
  {month: 'Nov', orders: 7940, conversion: 3.6},
  {month: 'Dec', orders: 8610, conversion: 3.9},
];

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="month"
      yField={['orders', 'conversion']}
      meta={{orders: {alias: 'Orders'}, conversion: {alias: 'Conversion rate (%)'}}}
      yAxis={{
        orders: {title: {text: 'Orders'}},
        conversion: {title: {text: 'Conversion rate (%)'}, min: 0},
      }}
      geometryOptions={[
        {geometry: 'column', columnWidthRatio: 0.5},
        {geometry: 'line', smooth: true, color: '#F6903D', point: {size: 4}},
      ]}
      legend={{position: 'top'}}
    />
  );
}
