/**
 * title: Liquid with a custom outline and waves
 * description: Daily water intake of a person against a 2-litre goal (1.3 litres, 65%), with a thick orange ring set by `outline` (8 px wide, 10 px from the liquid) and five overlapping wave layers with a short 64-pixel wavelength set by `wave`.
 * keywords: outline, wave, border, distance, wave count, wave length
 * topics: colors
 * order: 6
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';

export default function Demo() {
  return (
    <Liquid
      percent={0.65}
      color="#fa8c16"
      outline={{border: 8, distance: 10, style: {stroke: '#ffc069', strokeOpacity: 0.9}}}
      wave={{count: 5, length: 64}}
      statistic={{title: {content: '1.3 of 2 litres', style: {fontSize: '14px'}}}}
    />
  );
}
