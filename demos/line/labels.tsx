/**
 * title: Line with value labels
 * description: Quarterly revenue of a bookshop over two years (eight quarters), with each point labelled with its value above the line.
 * keywords: label, data labels, point, values on line, revenue
 * topics: label
 * order: 6
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const data = [
  {quarter: '2022 Q1', revenue: 182},
  {quarter: '2022 Q2', revenue: 164},
  {quarter: '2022 Q3', revenue: 171},
  {quarter: '2022 Q4', revenue: 246},
  {quarter: '2023 Q1', revenue: 195},
  {quarter: '2023 Q2', revenue: 188},
  {quarter: '2023 Q3', revenue: 203},
  {quarter: '2023 Q4', revenue: 271},
];

export default function Demo() {
  return (
    <Line
      data={data}
      xField="quarter"
      yField="revenue"
      meta={{revenue: {alias: 'Revenue (thousand USD)'}}}
      point={{size: 4, style: {fill: '#fff', stroke: '#5B8FF9', lineWidth: 2}}}
      label={{
        position: 'top',
        offsetY: -8,
        formatter: (d) => `$${d.revenue}k`,
        style: {fontSize: 12},
      }}
      yAxis={{min: 0, title: {text: 'Revenue (thousand USD)'}}}
    />
  );
}
