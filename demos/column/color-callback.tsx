/**
 * title: Column colored by a callback
 * description: Daily active users of an app over two weeks; a `color` callback paints the weekend columns orange and the weekdays blue.
 * keywords: color, callback, highlight, conditional color, weekend
 * topics: colors
 * order: 9
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {date: 'Mar 2 (Mon)', users: 8420},
  {date: 'Mar 3 (Tue)', users: 8610},
  {date: 'Mar 4 (Wed)', users: 8790},
  {date: 'Mar 5 (Thu)', users: 8550},
  {date: 'Mar 6 (Fri)', users: 7980},
  {date: 'Mar 7 (Sat)', users: 5230},
  {date: 'Mar 8 (Sun)', users: 4870},
  {date: 'Mar 9 (Mon)', users: 8690},
  {date: 'Mar 10 (Tue)', users: 8930},
  {date: 'Mar 11 (Wed)', users: 9120},
  {date: 'Mar 12 (Thu)', users: 8870},
  {date: 'Mar 13 (Fri)', users: 8140},
  {date: 'Mar 14 (Sat)', users: 5510},
  {date: 'Mar 15 (Sun)', users: 5020},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="date"
      yField="users"
      // Without seriesField the callback receives the x value of each column.
      color={({date}) => (/Sat|Sun/.test(date) ? '#FA8C16' : '#5B8FF9')}
      meta={{users: {alias: 'Active users'}}}
      xAxis={{label: {formatter: (text) => text.split(' (')[0]}}}
    />
  );
}
