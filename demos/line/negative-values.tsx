/**
 * title: Line with positive and negative values
 * description: Yearly net migration of a small town over two decades starting in 2004 (people moving in minus people moving out); `regionFilter` annotations colour the line green above zero and red below, and a line marks zero.
 * keywords: negative values, zero line, regionFilter, annotations, diverging, migration
 * topics: data-shape
 * order: 15
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const net = [-120, -95, -140, -60, -20, 35, 80, 110, 65, 20, -45, -90, -30, 40, 95, 150, 210, 170, 120, 145];
const data = net.map((people, i) => ({year: String(2004 + i), people}));

export default function Demo() {
  return (
    <Line
      data={data}
      xField="year"
      yField="people"
      color="#8c8c8c"
      meta={{people: {alias: 'Net migration (people)'}}}
      yAxis={{title: {text: 'Net migration (people)'}}}
      xAxis={{label: {autoRotate: true}}}
      annotations={[
        {type: 'regionFilter', start: ['min', 0], end: ['max', 'max'], color: '#30BF78'},
        {type: 'regionFilter', start: ['min', 'min'], end: ['max', 0], color: '#F4664A'},
        {type: 'line', start: ['min', 0], end: ['max', 0], style: {stroke: '#595959', lineWidth: 1}},
      ]}
    />
  );
}
