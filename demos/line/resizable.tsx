/**
 * title: Line that resizes with its container
 * description: Monthly rental price index of a city over one year, inside a box you can resize by dragging its bottom-right corner; with `autoFit` the chart redraws to fill the box's new width and height.
 * keywords: responsive, autoFit, resize, container size, fluid, width, height
 * topics: responsive
 * order: 27
 * height: 371
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const index = [100, 101.2, 102.1, 103.5, 104.2, 105.8, 107.1, 107.6, 108.3, 109.9, 110.4, 111.2];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const data = index.map((value, i) => ({month: months[i], value}));

export default function Demo() {
  return (
    <div
      style={{
        resize: 'both',
        overflow: 'hidden',
        width: '90%',
        height: 360,
        minWidth: 200,
        minHeight: 150,
        maxWidth: '100%',
        padding: 8,
        border: '1px dashed #bfbfbf',
        boxSizing: 'border-box',
      }}
    >
      <Line
        data={data}
        xField="month"
        yField="value"
        autoFit
        style={{height: '100%'}}
        point={{size: 3}}
        meta={{value: {alias: 'Rent index (Jan = 100)', min: 95}}}
        yAxis={{title: {text: 'Rent index (Jan = 100)'}}}
      />
    </div>
  );
}
