/**
 * title: Liquid coloured through the theme
 * description: Share of a solar farm's battery storage that is charged (52%); the liquid, its waves and its outline take their colour from the theme's `styleSheet.brandColor` instead of a `color` option.
 * keywords: theme, styleSheet, brandColor, liquid, battery storage
 * topics: theme, colors
 * order: 10
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';

export default function Demo() {
  return (
    <Liquid
      percent={0.52}
      theme={{styleSheet: {brandColor: '#faad14'}}}
      outline={{border: 4, distance: 6}}
      wave={{length: 128}}
      statistic={{title: {content: 'Storage charged', style: {fontSize: '14px'}}}}
    />
  );
}
