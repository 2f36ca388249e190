/**
 * title: Tiny area with a pattern fill
 * description: Minutes of rain per hour over one day (24 hours) at an airport, as a tiny area filled with diagonal lines instead of a flat colour.
 * keywords: tiny area, sparkline, pattern, texture, line pattern, accessibility
 * topics: pattern
 * order: 4
 * height: 80
 */
import React from 'react';
import {TinyArea} from '@ant-design/plots';

// 24 hourly values, midnight first.
const rainMinutes = [0, 0, 4, 12, 25, 38, 42, 30, 18, 6, 0, 0, 0, 0, 3, 9, 22, 47, 55, 41, 20, 8, 2, 0];

export default function Demo() {
  return (
    <TinyArea
      data={rainMinutes}
      line={{color: '#2F54EB'}}
      pattern={{type: 'line', cfg: {stroke: '#2F54EB', backgroundColor: '#f0f5ff', spacing: 5, rotation: 45}}}
    />
  );
}
