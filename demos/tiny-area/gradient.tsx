/**
 * title: Tiny area with a gradient fill
 * description: Orders per hour of a food-delivery app over one day (24 hours), as a tiny smooth area whose fill fades from purple at the line to transparent at the bottom.
 * keywords: tiny area, sparkline, gradient, areaStyle, fill, linear gradient
 * topics: colors
 * order: 2
 * height: 80
 */
import React from 'react';
import {TinyArea} from '@ant-design/plots';

// 24 hourly counts, midnight first.
const orders = [31, 18, 9, 5, 4, 6, 14, 38, 52, 41, 47, 96, 148, 121, 64, 45, 52, 88, 163, 189, 142, 97, 66, 44];

export default function Demo() {
  return (
    <TinyArea
      data={orders}
      smooth
      line={{color: '#722ED1', size: 1.5}}
      areaStyle={{fill: 'l(90) 0:#722ED1 1:rgba(114, 46, 209, 0)', fillOpacity: 0.6}}
    />
  );
}
