/**
 * title: Map-pin liquid (shape: 'pin')
 * description: Share of a city's delivery zones already covered by a courier service (58%), drawn in a map-pin-shaped liquid gauge.
 * keywords: shape, pin, map marker, liquid, coverage
 * topics: shapes
 * order: 4
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';

export default function Demo() {
  return (
    <Liquid
      percent={0.58}
      shape="pin"
      outline={{border: 3, distance: 4}}
      wave={{length: 96}}
      color="#13c2c2"
      statistic={{
        title: {content: 'Zones covered', offsetY: -16, style: {fontSize: '13px'}},
        content: {offsetY: -16, style: {fontSize: '26px'}},
      }}
    />
  );
}
