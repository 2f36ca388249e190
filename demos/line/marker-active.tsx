/**
 * title: Line with highlighted points on hover
 * description: Hourly visitors of a museum over one opening day; the `marker-active` interaction puts the point of the hour the tooltip shows in its `active` state, which `point.state.active` draws larger and white-filled.
 * keywords: state, active, hover, marker-active, point, interactions
 * topics: state
 * order: 18
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const visitors = [84, 212, 356, 402, 388, 451, 520, 497, 433, 310, 176];
const data = visitors.map((count, i) => ({hour: `${String(9 + i).padStart(2, '0')}:00`, count}));

export default function Demo() {
  return (
    <Line
      data={data}
      xField="hour"
      yField="count"
      meta={{count: {alias: 'Visitors'}}}
      yAxis={{min: 0, title: {text: 'Visitors per hour'}}}
      point={{
        size: 3,
        state: {
          active: {style: {r: 7, fill: '#fff', stroke: '#5B8FF9', lineWidth: 3, shadowBlur: 6, shadowColor: '#5B8FF9'}},
        },
      }}
      interactions={[{type: 'marker-active'}]}
    />
  );
}
