/**
 * title: Diamond liquid (shape: 'diamond')
 * description: Share of a charity's fundraising goal collected so far (41%), drawn in a diamond-shaped liquid gauge.
 * keywords: shape, diamond, liquid, fundraising, goal
 * topics: shapes
 * order: 2
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';

export default function Demo() {
  return (
    <Liquid
      percent={0.41}
      shape="diamond"
      outline={{border: 3, distance: 5}}
      wave={{length: 110}}
      statistic={{title: {content: 'Goal raised', style: {fontSize: '14px'}}}}
    />
  );
}
