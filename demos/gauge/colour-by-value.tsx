/**
 * title: Gauge whose colour follows the value
 * description: A monthly budget 87% spent; the code picks the colour of the band the value falls in (green up to 70%, amber to 85%, red above) and gives it to `range.color` and the centre value before drawing.
 * keywords: gauge, range, color, threshold, dynamic color, budget
 * topics: colors
 * order: 16
 * height: 300
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

const spent = 0.87;
// Upper ends of the bands, in percent.
const bands = [
  {upTo: 70, color: '#30BF78'},
  {upTo: 85, color: '#FAAD14'},
  {upTo: 100, color: '#F4664A'},
];
const color = (bands.find((band) => spent * 100 <= band.upTo) ?? bands[bands.length - 1]).color;

export default function Demo() {
  return (
    <Gauge
      percent={spent}
      innerRadius={0.85}
      range={{color}}
      indicator={false}
      axis={{label: {formatter: (v: string) => `${Math.round(Number(v) * 100)}%`}, subTickLine: {count: 3}}}
      statistic={{
        title: {content: 'Budget spent', offsetY: -58, style: {fontSize: '14px', color: '#8c8c8c'}},
        content: {
          formatter: (datum) => `${Math.round((datum?.percent ?? 0) * 100)}%`,
          offsetY: -12,
          style: {fontSize: '36px', color},
        },
      }}
    />
  );
}
