/**
 * title: Multi-series line from wide data
 * description: Daily minimum, average and maximum temperature of one week stored one row per day (wide format), folded into one row per day and measure so `seriesField` can draw a line per measure.
 * keywords: wide data, fold, reshape, long format, multiple measures, seriesField
 * topics: data-shape
 * order: 19
 */
import React from 'react';
import {Line} from '@ant-design/plots';

// One row per day, one column per measure: the way many APIs and spreadsheets deliver data.
const wide = [
  {day: 'Mon', min: 9, avg: 13, max: 18},
  {day: 'Tue', min: 10, avg: 14, max: 19},
  {day: 'Wed', min: 8, avg: 11, max: 15},
  {day: 'Thu', min: 6, avg: 10, max: 14},
  {day: 'Fri', min: 7, avg: 12, max: 17},
  {day: 'Sat', min: 11, avg: 16, max: 22},
  {day: 'Sun', min: 12, avg: 17, max: 23},
];
const measures = {min: 'Minimum', avg: 'Average', max: 'Maximum'} as const;

// Fold: one row per day and measure.
const data = wide.flatMap((row) =>
  (Object.keys(measures) as (keyof typeof measures)[]).map((key) => ({
    day: row.day,
    measure: measures[key],
    celsius: row[key],
  })),
);

export default function Demo() {
  return (
    <Line
      data={data}
      xField="day"
      yField="celsius"
      seriesField="measure"
      color={['#5B8FF9', '#8c8c8c', '#F4664A']}
      point={{size: 3}}
      legend={{position: 'top'}}
      meta={{celsius: {alias: 'Temperature (°C)'}}}
      yAxis={{title: {text: 'Temperature (°C)'}}}
      tooltip={{formatter: (d) => ({name: d.measure, value: `${d.celsius} °C`})}}
    />
  );
}
