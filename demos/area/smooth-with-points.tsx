/**
 * title: Smooth area with points
 * description: Average monthly water temperature at a lake beach over one year, drawn with `smooth` as a curved area and a white-filled `point` on each month.
 * keywords: smooth, point, line, areaStyle, curve, markers
 * topics: shapes
 * order: 7
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const celsius = [4.1, 3.8, 5.2, 8.9, 14.3, 18.7, 21.9, 22.4, 18.8, 13.6, 8.7, 5.6];
const data = months.map((month, i) => ({month, celsius: celsius[i]}));

export default function Demo() {
  return (
    <Area
      data={data}
      xField="month"
      yField="celsius"
      smooth
      color="#13C2C2"
      areaStyle={{fillOpacity: 0.2}}
      line={{size: 2}}
      point={{size: 5, shape: 'circle', style: {fill: '#fff', stroke: '#13C2C2', lineWidth: 2}}}
      meta={{celsius: {alias: 'Water temperature (°C)'}}}
      yAxis={{title: {text: 'Water temperature (°C)'}}}
      tooltip={{formatter: (d) => ({name: 'Water', value: `${d.celsius} °C`})}}
    />
  );
}
