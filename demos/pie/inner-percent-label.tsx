/**
 * title: Pie with percentages inside the slices
 * description: Blood type distribution among a clinic's donors, with each slice's percentage written inside it by an `inner` label whose `content` callback rounds the percent.
 * keywords: pie, label, inner, percent, percentage, content callback
 * topics: label, stacking
 * order: 13
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {type: 'O+', donors: 372},
  {type: 'A+', donors: 318},
  {type: 'B+', donors: 94},
  {type: 'O-', donors: 71},
  {type: 'A-', donors: 63},
  {type: 'AB+', donors: 36},
];

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="donors"
      colorField="type"
      radius={0.85}
      label={{
        type: 'inner',
        offset: '-30%',
        content: (datum) => `${Math.round(datum.percent * 100)}%`,
        autoRotate: false,
        style: {fontSize: 14, fill: '#fff', textAlign: 'center'},
      }}
      meta={{donors: {alias: 'Donors'}, type: {alias: 'Blood type'}}}
    />
  );
}
