/**
 * title: Line with a logarithmic y-axis
 * description: Registered users of a new app in its first twelve months, growing from 150 to 2,400,000; a `log` scale gives each tenfold increase the same height, so steady growth rates appear as straight stretches.
 * keywords: log scale, logarithmic, meta type log, exponential growth, axis, base
 * topics: axis
 * order: 24
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const users = [150, 620, 2300, 7800, 21000, 52000, 118000, 240000, 510000, 980000, 1650000, 2400000];
const data = users.map((count, i) => ({month: `Month ${i + 1}`, users: count}));

export default function Demo() {
  return (
    <Line
      data={data}
      xField="month"
      yField="users"
      point={{size: 4}}
      meta={{users: {type: 'log', base: 10, alias: 'Registered users', min: 100, max: 10000000, tickCount: 6}}}
      yAxis={{
        title: {text: 'Registered users (log scale)'},
        label: {formatter: (v: string) => Number(v).toLocaleString('en-US')},
      }}
      xAxis={{label: {autoRotate: true}}}
      tooltip={{formatter: (d) => ({name: 'Users', value: d.users.toLocaleString('en-US')})}}
    />
  );
}
