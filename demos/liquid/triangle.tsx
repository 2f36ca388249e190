/**
 * title: Triangle liquid (shape: 'triangle')
 * description: How full a warehouse's grain silo is (78% of capacity), drawn in a triangle-shaped liquid gauge.
 * keywords: shape, triangle, liquid, capacity, silo
 * topics: shapes
 * order: 3
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';

export default function Demo() {
  return (
    <Liquid
      percent={0.78}
      shape="triangle"
      outline={{border: 3, distance: 4}}
      wave={{length: 96}}
      statistic={{
        title: {content: 'Silo 3', offsetY: 24, style: {fontSize: '14px'}},
        content: {offsetY: 24, style: {fontSize: '28px'}},
      }}
    />
  );
}
