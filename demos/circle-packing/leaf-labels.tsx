/**
 * title: Circle packing with leaf labels and values
 * description: Seats won by parties in a regional election, grouped into three blocs; a label formatter writes each party's name and seats inside its circle where they fit, and leaves the bloc circles unlabelled.
 * keywords: label, formatter, leaves, circle packing, election, seats
 * topics: label
 * order: 3
 * height: 500
 */
import React from 'react';
import {CirclePacking} from '@ant-design/plots';

const data = {
  name: 'Parliament',
  children: [
    {
      name: 'Left bloc',
      children: [
        {name: 'Social Democrats', value: 31},
        {name: 'Greens', value: 14},
        {name: 'Left Party', value: 8},
      ],
    },
    {
      name: 'Centre bloc',
      children: [
        {name: 'Liberals', value: 17},
        {name: 'Centre Party', value: 11},
      ],
    },
    {
      name: 'Right bloc',
      children: [
        {name: 'Conservatives', value: 26},
        {name: 'Christian Democrats', value: 7},
        {name: 'Taxpayers', value: 5},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <CirclePacking
      data={data}
      colorField="depth"
      color="#f0f0f0-#bfbfbf-#595959"
      pointStyle={{stroke: '#fff', lineWidth: 1}}
      label={{
        fields: ['name', 'value', 'children'],
        formatter: (d) => (d.children ? '' : `${d.name}\n${d.value} seats`),
        style: {fill: '#fff', fontSize: 12, lineHeight: 16, textAlign: 'center'},
        layout: {type: 'limit-in-shape'},
      }}
      tooltip={{fields: ['path', 'value'], formatter: (d) => ({name: d.path, value: `${d.value} seats`})}}
    />
  );
}
