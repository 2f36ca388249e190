/**
 * title: Fuel gauge with text tick labels
 * description: A fuel tank a third full on a quarter-circle arc set by `startAngle` and `endAngle`, whose axis labels only empty, half and full (E, ½, F), with the bottom eighth coloured red as the reserve.
 * keywords: gauge, fuel, startAngle, endAngle, axis label, formatter, ticks
 * topics: axis
 * order: 12
 * height: 300
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

const tickText: Record<string, string> = {'0': 'E', '0.5': '½', '1': 'F'};

export default function Demo() {
  return (
    <Gauge
      percent={1 / 3}
      startAngle={(-3 / 4) * Math.PI}
      endAngle={(-1 / 4) * Math.PI}
      radius={1}
      innerRadius={0.92}
      appendPadding={[16, 0, 40, 0]}
      range={{ticks: [0, 0.125, 1], color: ['#E8684A', '#8c8c8c']}}
      indicator={{
        pointer: {style: {stroke: '#FF9D4D', lineWidth: 4}},
        pin: {style: {stroke: '#595959', r: 8}},
      }}
      axis={{
        tickInterval: 0.125,
        label: {formatter: (v: string) => tickText[String(Number(v))] ?? '', style: {fontSize: 16}},
        subTickLine: {count: 0},
      }}
      statistic={{title: false, content: false}}
    />
  );
}
