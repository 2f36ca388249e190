/**
 * title: Waterfall with custom column style and leader lines
 * description: How the headcount of a company changed over one year from 240 people, through hires per team and departures by reason; `waterfallStyle` rounds the columns, `leaderLine` draws solid grey connectors and `total: false` leaves out the final total.
 * keywords: waterfall, waterfallStyle, leaderLine, total false, style, headcount
 * topics: colors
 * order: 3
 */
import React from 'react';
import {Waterfall} from '@ant-design/plots';

const data = [
  {change: 'Start of year', people: 240},
  {change: 'Engineering hires', people: 38},
  {change: 'Sales hires', people: 21},
  {change: 'Support hires', people: 12},
  {change: 'Resignations', people: -27},
  {change: 'Retirements', people: -6},
  {change: 'Team closed', people: -15},
];

export default function Demo() {
  return (
    <Waterfall
      data={data}
      xField="change"
      yField="people"
      total={false}
      risingFill="#13C2C2"
      fallingFill="#FA8C16"
      columnWidthRatio={0.5}
      waterfallStyle={{radius: 4, fillOpacity: 0.9}}
      leaderLine={{style: {stroke: '#bfbfbf', lineWidth: 1.5}}}
      meta={{people: {alias: 'People', min: 0, max: 350}}}
      xAxis={{label: {autoHide: false, autoRotate: true}}}
      yAxis={{title: {text: 'Headcount'}}}
    />
  );
}
