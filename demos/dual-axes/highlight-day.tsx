/**
 * title: Highlight the hovered day
 * description: Footfall of a shopping centre on each day of the week as columns and average spend per visit as a line; with the `element-highlight-by-x` interaction, hovering a day's column keeps it at full strength and fades the other columns.
 * keywords: dual axes, interactions, element-highlight-by-x, hover, highlight, footfall
 * topics: interaction
 * order: 22
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const data = [
  {day: 'Monday', footfall: 8240, spend: 46},
  {day: 'Tuesday', footfall: 7910, spend: 44},
  {day: 'Wednesday', footfall: 8630, spend: 47},
  {day: 'Thursday', footfall: 9420, spend: 52},
  {day: 'Friday', footfall: 12880, spend: 58},
  {day: 'Saturday', footfall: 17350, spend: 64},
  {day: 'Sunday', footfall: 14120, spend: 61},
];

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="day"
      yField={['footfall', 'spend']}
      meta={{footfall: {alias: 'Visitors'}, spend: {alias: 'Avg. spend ($)'}}}
      yAxis={{footfall: {min: 0}, spend: {min: 0, max: 80}}}
      geometryOptions={[
        {geometry: 'column', color: '#5B8FF9', columnWidthRatio: 0.55},
        {geometry: 'line', color: '#E86452', point: {size: 4}},
      ]}
      interactions={[{type: 'element-highlight-by-x'}]}
      legend={{position: 'top'}}
    />
  );
}
