/**
 * title: Gauge with a tooltip
 * description: Memory used on a database server (5.6 of 8 GB) with an axis tick per gigabyte; hovering either part of the arc shows a small tooltip, written by `tooltip.customContent`, with the share used read from the `percent` each part carries.
 * keywords: gauge, tooltip, customContent, hover, memory
 * topics: tooltip
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
      // One tick per gigabyte, so every label names the value at its tick.
      axis={{
        tickInterval: 1 / totalGb,
        label: {formatter: (v: string) => `${Math.round(Number(v) * totalGb)} GB`},
        subTickLine: {count: 3},
      }}
      tooltip={{
        showMarkers: false,
        // Both parts of the arc (used and free) carry the gauge's `percent`; an item's own value is its part's length.
        customContent: (_title: string, items: {data?: {percent?: number}}[]) =>
          `<div style="padding: 6px 2px">Memory used: ${((items?.[0]?.data?.percent ?? 0) * 100).toFixed(1)}%</div>`,
      }}
      statistic={{
        content: {
          formatter: (datum) => `${((datum?.percent ?? 0) * totalGb).toFixed(1)} GB`,
          style: {fontSize: '24px', color: 'inherit'},
        },
      }}
    />
  );
}
