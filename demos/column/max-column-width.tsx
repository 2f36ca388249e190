/**
 * title: Column with a maximum width
 * description: Registered members of three sports clubs; with only three categories, `maxColumnWidth` caps each column at 48 px instead of letting it grow with the chart's width.
 * keywords: maxColumnWidth, minColumnWidth, width, few categories, pixels
 * topics: shapes
 * order: 13
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {club: 'Rowing', members: 184},
  {club: 'Climbing', members: 312},
  {club: 'Fencing', members: 97},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="club"
      yField="members"
      maxColumnWidth={48}
      meta={{members: {alias: 'Members'}}}
      label={{position: 'top'}}
      appendPadding={[16, 0, 0, 0]}
    />
  );
}
