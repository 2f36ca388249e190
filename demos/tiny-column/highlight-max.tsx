/**
 * title: Tiny column with the best day highlighted
 * description: New subscribers per day over the last 14 days, as tiny columns where a `columnStyle` callback colours the best day orange and the others light blue; the tooltip names the day.
 * keywords: tiny column, sparkline, highlight, columnStyle, callback, maximum
 * topics: colors
 * order: 2
 * height: 80
 */
import React from 'react';
import {TinyColumn} from '@ant-design/plots';

// The last 14 days, oldest first.
const subscribers = [34, 41, 38, 52, 47, 29, 25, 44, 49, 63, 58, 51, 33, 30];
const best = Math.max(...subscribers);

export default function Demo() {
  return (
    <TinyColumn
      data={subscribers}
      columnWidthRatio={0.7}
      columnStyle={({y}: Record<string, unknown>) => ({fill: y === best ? '#FA8C16' : '#BAD7FF'})}
      tooltip={{
        customContent: (_title: string, items: {data: {x: string; y: number}}[]) => {
          const datum = items[0]?.data;
          return datum ? `Day ${Number(datum.x) + 1}: ${datum.y} subscribers` : '';
        },
      }}
    />
  );
}
