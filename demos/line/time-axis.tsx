/**
 * title: Line with a time axis and date formatting
 * description: A patient's weight at eight clinic visits between January 2023 and March 2024, taken at irregular intervals; a `time` scale spaces the visits by real elapsed time and `mask` formats the dates as month and year.
 * keywords: time scale, date axis, mask, date format, irregular intervals, meta type time
 * topics: axis, data-shape
 * order: 23
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const data = [
  {visit: '2023-01-09', kg: 96.4},
  {visit: '2023-02-06', kg: 94.8},
  {visit: '2023-03-20', kg: 92.1},
  {visit: '2023-04-03', kg: 91.6},
  {visit: '2023-07-17', kg: 88.2},
  {visit: '2023-10-30', kg: 86.9},
  {visit: '2023-12-11', kg: 87.5},
  {visit: '2024-03-04', kg: 84.3},
];

export default function Demo() {
  return (
    <Line
      data={data}
      xField="visit"
      yField="kg"
      point={{size: 5}}
      meta={{
        visit: {type: 'time', mask: 'MMM YYYY', alias: 'Visit', tickCount: 6},
        kg: {alias: 'Weight (kg)', min: 80, max: 100},
      }}
      yAxis={{title: {text: 'Weight (kg)'}}}
      tooltip={{title: (visit: string) => `Visit on ${visit}`}}
    />
  );
}
