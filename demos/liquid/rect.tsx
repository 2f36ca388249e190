/**
 * title: Rectangular liquid (shape: 'rect')
 * description: Battery charge of a laptop (34%), drawn in a rectangular liquid gauge with a thin outline.
 * keywords: shape, rect, rectangle, liquid, battery
 * topics: shapes
 * order: 5
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';

export default function Demo() {
  return (
    <Liquid
      percent={0.34}
      shape="rect"
      radius={0.8}
      outline={{border: 2, distance: 3}}
      wave={{length: 160}}
      statistic={{title: {content: 'Battery', style: {fontSize: '14px'}}}}
    />
  );
}
