/**
 * title: Radar of a yearly cycle
 * description: Average hours of daylight per day in Oslo for each month, placed round a radar so the year closes into a loop, with circular grid lines labelled every 6 hours.
 * keywords: radar, cycle, months, seasonal, circle grid, tickInterval, daylight
 * topics: axis
 * order: 3
 */
import React from 'react';
import {Radar} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const daylight = [6.8, 9.2, 11.9, 14.8, 17.4, 18.7, 17.9, 15.6, 12.8, 10.0, 7.4, 6.0];
const data = months.map((month, i) => ({month, hours: daylight[i]}));

export default function Demo() {
  return (
    <Radar
      data={data}
      xField="month"
      yField="hours"
      meta={{hours: {min: 0, max: 24, tickInterval: 6, alias: 'Daylight (h)'}}}
      color="#F6BD16"
      area={{style: {fillOpacity: 0.25}}}
      point={{size: 3}}
      xAxis={{line: null, tickLine: null, grid: {line: {style: {lineDash: null, stroke: '#e8e8e8'}}}}}
      yAxis={{
        line: null,
        tickLine: null,
        label: {style: {fontSize: 10, fill: '#8c8c8c'}},
        grid: {line: {type: 'circle', style: {lineDash: null, stroke: '#e8e8e8'}}},
      }}
    />
  );
}
