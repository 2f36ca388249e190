/**
 * title: Gauge with a tooltip
 * description: Memory used on a database server (5.6 of 8 GB); hovering the arc shows a small tooltip with the exact share, written by tooltip.customContent.
 * keywords: gauge, tooltip, customContent, hover, memory
 * order: 10
 * height: 300
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

const usedGb = 5.6;
const totalGb = 8;

export default function Demo() {
  return (
    <Gauge
      percent={usedGb / totalGb}
      range={{color: '#5B8FF9'}}
      indicator={{
        pointer: {style: {stroke: '#BFBFBF'}},
        pin: {style: {stroke: '#BFBFBF'}},
      }}
      axis={{label: {formatter: (v: string) => `${Math.round(Number(v) * totalGb)} GB`}, subTickLine: {count: 3}}}
      tooltip={{
        showMarkers: false,
        customContent: (_title: string, items: {value?: string | number}[]) =>
          `<div style="padding: 6px 2px">Memory used: ${(Number(items?.[0]?.value ?? 0) * 100).toFixed(1)}%</div>`,
      }}
      statistic={{
        content: {
          formatter: (datum) => `${((datum?.percent ?? 0) * totalGb).toFixed(1)} GB`,
          style: {fontSize: '24px', color: '#262626'},
        },
      }}
    />
  );
}
