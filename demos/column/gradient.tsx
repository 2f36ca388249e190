/**
 * title: Column with a gradient fill
 * description: Solar power produced by a rooftop installation in each month of one year; `color` is a linear gradient string that fills each column from orange at its base to yellow at its top.
 * keywords: gradient, linear gradient, fill, color, l(90)
 * topics: colors
 * order: 19
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {month: 'Jan', kwh: 118},
  {month: 'Feb', kwh: 164},
  {month: 'Mar', kwh: 262},
  {month: 'Apr', kwh: 341},
  {month: 'May', kwh: 402},
  {month: 'Jun', kwh: 428},
  {month: 'Jul', kwh: 437},
  {month: 'Aug', kwh: 386},
  {month: 'Sep', kwh: 297},
  {month: 'Oct', kwh: 205},
  {month: 'Nov', kwh: 131},
  {month: 'Dec', kwh: 96},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="kwh"
      // 'l(angle) offset:color ...' is a linear gradient; 270° runs from the bottom up.
      color="l(270) 0:#FA8C16 1:#FADB14"
      meta={{kwh: {alias: 'Energy (kWh)'}}}
      yAxis={{title: {text: 'Energy produced (kWh)'}}}
    />
  );
}
