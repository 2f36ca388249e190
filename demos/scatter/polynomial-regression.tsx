/**
 * title: Scatter with a curved regression line
 * description: Fuel economy of one car measured at steady speeds in steps of 5 km/h from 30 km/h, fitted with a quadratic `regressionLine` (`type: 'quad'`) that rises, peaks at moderate speed and falls again.
 * keywords: regressionLine, quad, polynomial, trend line, curve fit
 * topics: data-shape
 * order: 8
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const economy = [
  10.8, 12.4, 13.6, 14.9, 15.8, 16.7, 17.1, 17.8, 18.2, 18.3, 18.6, 18.4, 18.0, 17.9, 17.2, 16.7, 16.0, 15.1, 14.5,
  13.4, 12.7, 11.6,
];
const data = economy.map((kmPerLitre, i) => ({speed: 30 + i * 5, kmPerLitre}));

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="speed"
      yField="kmPerLitre"
      size={4}
      shape="circle"
      pointStyle={{fill: '#5B8FF9', fillOpacity: 0.9}}
      regressionLine={{
        type: 'quad',
        style: {stroke: '#F4664A', lineWidth: 2, opacity: 0.9},
      }}
      xAxis={{title: {text: 'Speed (km/h)'}, min: 25, max: 140}}
      yAxis={{title: {text: 'Fuel economy (km per litre)'}, min: 8}}
      meta={{speed: {alias: 'Speed (km/h)'}, kmPerLitre: {alias: 'km per litre'}}}
    />
  );
}
