/**
 * title: Column with rotated axis labels
 * description: Annual ridership in millions of ten metro lines with long names; `xAxis.label.rotate` turns the labels diagonally, with auto-rotate and auto-hide off, so every name stays readable.
 * keywords: xAxis, label, rotate, autoRotate, long labels, axis
 * topics: axis
 * order: 27
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {line: 'Central Circle Line', riders: 118.4},
  {line: 'Harbourfront Express', riders: 96.2},
  {line: 'University Avenue Line', riders: 88.7},
  {line: 'Airport Link Shuttle', riders: 41.3},
  {line: 'Northern Hills Branch', riders: 63.9},
  {line: 'Riverside Loop Line', riders: 72.5},
  {line: 'Old Town Connector', riders: 35.8},
  {line: 'Eastern Suburbs Line', riders: 81.1},
  {line: 'Stadium Special Service', riders: 12.6},
  {line: 'Western Industrial Line', riders: 28.4},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="line"
      yField="riders"
      meta={{riders: {alias: 'Riders (millions)'}}}
      xAxis={{
        label: {
          autoRotate: false,
          autoHide: false,
          rotate: -Math.PI / 4,
          offset: 12,
          style: {textAlign: 'end', textBaseline: 'middle'},
        },
      }}
      yAxis={{title: {text: 'Riders per year (millions)'}}}
    />
  );
}
