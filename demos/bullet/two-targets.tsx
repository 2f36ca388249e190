/**
 * title: Bullet with two targets
 * description: This year's app downloads in four markets with two markers per bar, last year's result in grey and this year's goal in black, from a target field holding two values and a `color.target` array.
 * keywords: multiple targets, targetField array, last year, goal, comparison, downloads
 * topics: data-shape
 * order: 4
 * height: 320
 */
import React from 'react';
import {Bullet} from '@ant-design/plots';

// Thousand downloads; targets are [last year, goal].
const data = [
  {market: 'US', downloads: [412], targets: [365, 450], ranges: [500]},
  {market: 'UK', downloads: [158], targets: [171, 190], ranges: [500]},
  {market: 'Germany', downloads: [204], targets: [148, 200], ranges: [500]},
  {market: 'Japan', downloads: [287], targets: [240, 320], ranges: [500]},
];

export default function Demo() {
  return (
    <Bullet
      data={data}
      xField="market"
      measureField="downloads"
      rangeField="ranges"
      targetField="targets"
      color={{range: '#F5F5F5', measure: '#5B8FF9', target: ['#BFBFBF', '#262626']}}
      size={{target: 24}}
      bulletStyle={{target: {lineWidth: 3}}}
      yAxis={{title: {text: 'Downloads (thousands)'}}}
      xAxis={{line: null}}
      meta={{downloads: {alias: 'Downloads'}, targets: {alias: 'Target'}}}
      legend={{
        custom: true,
        position: 'bottom',
        items: [
          {value: 'downloads', name: 'This year', marker: {symbol: 'square', style: {fill: '#5B8FF9', r: 5}}},
          {value: 'last', name: 'Last year', marker: {symbol: 'line', style: {stroke: '#BFBFBF', lineWidth: 3, r: 5}}},
          {value: 'goal', name: 'Goal', marker: {symbol: 'line', style: {stroke: '#262626', lineWidth: 3, r: 5}}},
        ],
      }}
    />
  );
}
