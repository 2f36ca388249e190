/**
 * title: Scatter with a custom HTML tooltip
 * description: Screen time against hours of sleep for 14 teenagers in a survey; hovering a point shows an HTML card built with `customContent`, which finds the hovered teen's whole record (name, age and both values) in `items[0].data`, whatever `tooltip.fields` lists.
 * keywords: tooltip, customContent, html, custom tooltip, hover
 * topics: tooltip
 * order: 13
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

type Teen = {name: string; age: number; screen: number; sleep: number};

const data: Teen[] = [
  {name: 'Aiden', age: 14, screen: 2.5, sleep: 9.1},
  {name: 'Bella', age: 15, screen: 3.0, sleep: 8.6},
  {name: 'Caleb', age: 16, screen: 4.5, sleep: 7.9},
  {name: 'Daisy', age: 13, screen: 1.5, sleep: 9.4},
  {name: 'Ethan', age: 17, screen: 6.0, sleep: 6.8},
  {name: 'Freya', age: 16, screen: 5.0, sleep: 7.2},
  {name: 'Gabe', age: 15, screen: 3.5, sleep: 8.3},
  {name: 'Hana', age: 14, screen: 2.0, sleep: 8.9},
  {name: 'Ivan', age: 17, screen: 7.0, sleep: 6.4},
  {name: 'Jade', age: 13, screen: 1.0, sleep: 9.6},
  {name: 'Kai', age: 16, screen: 5.5, sleep: 7.5},
  {name: 'Lena', age: 15, screen: 4.0, sleep: 8.1},
  {name: 'Max', age: 17, screen: 8.0, sleep: 6.1},
  {name: 'Nora', age: 14, screen: 3.0, sleep: 8.8},
];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="screen"
      yField="sleep"
      size={6}
      shape="circle"
      pointStyle={{fill: '#F6BD16', stroke: '#D48806'}}
      xAxis={{title: {text: 'Screen time (hours per day)'}, min: 0, max: 9}}
      yAxis={{title: {text: 'Sleep (hours per night)'}, min: 5, max: 10}}
      meta={{screen: {alias: 'Screen time (h)'}, sleep: {alias: 'Sleep (h)'}}}
      tooltip={{
        // Each item's `data` is the hovered point's whole record, so no `fields` are needed.
        customContent: (_title: string, items: {data: Teen}[]) => {
          const teen = items?.[0]?.data;
          if (!teen) return '';
          return `<div style="padding: 10px 4px; min-width: 150px">
              <div style="font-weight: 600; font-size: 14px">${teen.name}, ${teen.age}</div>
              <div style="margin-top: 8px">Screen time: <b>${teen.screen} h</b></div>
              <div style="margin-top: 4px">Sleep: <b>${teen.sleep} h</b></div>
            </div>`;
        },
      }}
    />
  );
}
