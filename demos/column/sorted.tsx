/**
 * title: Sorted column
 * description: Average minutes that visitors spend on eight pages of a documentation site; the data is sorted from longest to shortest before drawing, and the x-axis keeps the data's order.
 * keywords: sort, sorted, descending, ranking, order
 * topics: shapes
 * order: 11
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const pages = [
  {page: 'Install', minutes: 3.1},
  {page: 'Quick start', minutes: 6.8},
  {page: 'API', minutes: 9.4},
  {page: 'FAQ', minutes: 2.2},
  {page: 'Examples', minutes: 7.5},
  {page: 'Changelog', minutes: 1.6},
  {page: 'Theming', minutes: 4.9},
  {page: 'Migration', minutes: 5.7},
];

// Sort a copy, largest first: the x axis follows the order of the data.
const data = [...pages].sort((a, b) => b.minutes - a.minutes);

export default function Demo() {
  return (
    <Column
      data={data}
      xField="page"
      yField="minutes"
      meta={{minutes: {alias: 'Average time on page (min)'}}}
      label={{position: 'top'}}
      appendPadding={[16, 0, 0, 0]}
      yAxis={{title: {text: 'Minutes'}}}
    />
  );
}
