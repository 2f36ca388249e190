/**
 * title: Liquid coloured by its value
 * description: Free disk space on a server (18% left); `liquidStyle` is a callback that turns the liquid red below 20% and green above it.
 * keywords: liquidStyle, callback, threshold, color, disk space, alert
 * topics: colors
 * order: 8
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';

// Below this share of free space (in %) the liquid turns red.
const ALERT_BELOW = 20;

export default function Demo() {
  return (
    <Liquid
      percent={0.18}
      liquidStyle={({percent}: {percent: number}) => {
        const color = percent * 100 < ALERT_BELOW ? '#f5222d' : '#52c41a';
        return {fill: color, stroke: color};
      }}
      outline={{border: 4, distance: 6, style: {stroke: '#f5222d'}}}
      statistic={{
        title: {content: 'Free space', style: {fontSize: '14px'}},
        content: {style: {fontSize: '30px', color: '#cf1322'}},
      }}
    />
  );
}
