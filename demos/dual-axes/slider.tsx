/**
 * title: Column and line with a slider
 * description: Daily rides of a city bike-share scheme over 90 days from 1 April as columns and the daily high temperature as a line, with a `slider` below whose `start` of 0.66 opens it on the last month.
 * keywords: dual axes, slider, zoom, range, daily, bike share, temperature
 * topics: slider
 * order: 12
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

// 90 days from 1 April 2024, built from a weekly rhythm and a slow warming trend.
const weekday = [1.0, 1.04, 1.06, 1.05, 0.98, 0.72, 0.64];
const data = Array.from({length: 90}, (_, i) => {
  const [month, day] = i < 30 ? ['04', i + 1] : i < 61 ? ['05', i - 29] : ['06', i - 60];
  const date = `2024-${month}-${String(day).padStart(2, '0')}`;
  const high = Number((12 + i * 0.13 + 3 * Math.sin(i / 4)).toFixed(1));
  const rides = Math.round((2400 + i * 22 + high * 60) * weekday[i % 7]);
  return {date, rides, high};
});

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="date"
      yField={['rides', 'high']}
      // sync: false lets each axis' x scale follow the slider on its own.
      meta={{date: {sync: false}, rides: {alias: 'Rides'}, high: {alias: 'High temperature (°C)'}}}
      yAxis={{rides: {min: 0}, high: {min: 0, max: 35}}}
      geometryOptions={[
        {geometry: 'column', color: '#5AD8A6'},
        {geometry: 'line', color: '#F6903D', smooth: true},
      ]}
      slider={{start: 0.66, end: 1}}
      legend={{position: 'top'}}
    />
  );
}
