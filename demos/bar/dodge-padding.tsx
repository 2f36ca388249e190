/**
 * title: Grouped bar spacing with dodgePadding and intervalPadding
 * description: Median starting salary of graduates in four fields for two graduation years, grouped per field; `dodgePadding` leaves 2 px between the two bars of a group and `intervalPadding` 32 px between groups.
 * keywords: dodgePadding, intervalPadding, grouped, isGroup, spacing, gap
 * topics: stacking
 * order: 12
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {field: 'Computer science', year: 'Class of 2019', salary: 68},
  {field: 'Computer science', year: 'Class of 2024', salary: 79},
  {field: 'Engineering', year: 'Class of 2019', salary: 66},
  {field: 'Engineering', year: 'Class of 2024', salary: 74},
  {field: 'Business', year: 'Class of 2019', salary: 55},
  {field: 'Business', year: 'Class of 2024', salary: 61},
  {field: 'Humanities', year: 'Class of 2019', salary: 43},
  {field: 'Humanities', year: 'Class of 2024', salary: 48},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="salary"
      yField="field"
      seriesField="year"
      isGroup
      // Pixels between the bars of one group, and between two groups.
      dodgePadding={2}
      intervalPadding={32}
      color={['#BFBFBF', '#2F54EB']}
      legend={{position: 'top'}}
      meta={{salary: {alias: 'Median salary (k USD)'}}}
      label={{position: 'right', formatter: (d) => `$${d.salary}k`}}
      appendPadding={[0, 40, 0, 0]}
    />
  );
}
