/**
 * title: Basic scatter
 * description: Floor area and sale price of twenty-four apartments sold in one city district, one point per apartment, with a linear `regressionLine` fitted through them.
 * keywords: scatter, correlation, point, real estate, regression
 * topics: basics, data-shape
 * order: 1
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const data = [
  {area: 38, price: 212},
  {area: 42, price: 238},
  {area: 45, price: 251},
  {area: 49, price: 262},
  {area: 52, price: 296},
  {area: 55, price: 289},
  {area: 58, price: 331},
  {area: 61, price: 318},
  {area: 64, price: 352},
  {area: 66, price: 374},
  {area: 70, price: 381},
  {area: 73, price: 412},
  {area: 75, price: 398},
  {area: 79, price: 436},
  {area: 82, price: 447},
  {area: 85, price: 471},
  {area: 88, price: 463},
  {area: 92, price: 512},
  {area: 96, price: 528},
  {area: 101, price: 547},
  {area: 106, price: 583},
  {area: 112, price: 604},
  {area: 118, price: 652},
  {area: 125, price: 671},
];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="area"
      yField="price"
      size={5}
      shape="circle"
      pointStyle={{fillOpacity: 0.8}}
      xAxis={{title: {text: 'Floor area (m²)'}, grid: {line: {style: {stroke: '#eee'}}}}}
      yAxis={{title: {text: 'Price (thousand EUR)'}}}
      regressionLine={{type: 'linear'}}
    />
  );
}
