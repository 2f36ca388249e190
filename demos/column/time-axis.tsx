/**
 * title: Column over a time axis
 * description: Kilometres cycled by a commuter on each of the 21 weekdays of March 2024; `meta` gives the date field a `timeCat` scale with the mask 'MMM D', so the ISO dates read 'Mar 4' on the axis and the weekends leave no gaps.
 * keywords: time, date, timeCat, mask, meta, daily, axis
 * topics: data-shape
 * order: 36
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const km = [
  18.4, 17.9, 18.2, 9.1, 18.6, 21.3, 18.1, 17.7, 18.9, 12.4, 18.3, 18.0, 19.2, 18.5, 17.6, 18.8, 18.4, 9.4, 18.1, 17.9,
  18.6,
];
// The 21 weekdays of March 2024: Friday 1st, then Monday 4th to Friday 29th.
const days = [1, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 25, 26, 27, 28, 29];
const data = days.map((day, i) => ({date: `2024-03-${String(day).padStart(2, '0')}`, km: km[i]}));

export default function Demo() {
  return (
    <Column
      data={data}
      xField="date"
      yField="km"
      color="#36CFC9"
      meta={{
        // timeCat keeps one band per date but reads and formats the values as dates.
        date: {type: 'timeCat', mask: 'MMM D', alias: 'Date'},
        km: {alias: 'Distance (km)'},
      }}
      yAxis={{title: {text: 'Distance cycled (km)'}}}
    />
  );
}
