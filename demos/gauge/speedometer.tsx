/**
 * title: Speedometer with a custom scale
 * description: A car's speed (96 km/h) on a 0-240 km/h dial: `axis.tickInterval` puts a tick every 20 km/h on the gauge's 0-1 scale, `axis.label.formatter` converts the labels to km/h, and `range.ticks` marks everything above 180 km/h red.
 * keywords: gauge, speedometer, axis, tickInterval, label formatter, scale, km/h
 * topics: shapes
 * order: 8
 * height: 320
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

const maxSpeed = 240;
const speed = 96;

export default function Demo() {
  return (
    <Gauge
      percent={speed / maxSpeed}
      innerRadius={0.94}
      range={{ticks: [0, 180 / maxSpeed, 1], color: ['#595959', '#E8684A']}}
      indicator={{
        pointer: {style: {stroke: '#E8684A', lineWidth: 4}},
        pin: {style: {stroke: '#E8684A'}},
      }}
      axis={{
        tickInterval: 20 / maxSpeed,
        label: {formatter: (v: string) => `${Math.round(Number(v) * maxSpeed)}`, style: {fontSize: 12}},
        tickLine: {length: -14, style: {lineWidth: 2, stroke: '#595959'}},
        subTickLine: {count: 3, length: -6},
      }}
      statistic={{
        title: {content: 'km/h', offsetY: 0, style: {fontSize: '14px', color: '#8c8c8c'}},
        content: {formatter: () => `${speed}`, offsetY: -24, style: {fontSize: '32px', color: 'inherit'}},
      }}
    />
  );
}
