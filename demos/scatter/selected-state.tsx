/**
 * title: Scatter with preselected points
 * description: Working hours against cups of coffee per day for the workers of one office; `setState` in `onReady` selects those who drink five or more cups, and with `element-selected` a click toggles a point's selection.
 * keywords: state, setState, selected, element-selected, highlight, onReady
 * topics: state
 * order: 15
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

type Worker = {name: string; hours: number; cups: number};

const data: Worker[] = [
  {name: 'Alex', hours: 7.5, cups: 2},
  {name: 'Bea', hours: 8, cups: 3},
  {name: 'Carl', hours: 9.5, cups: 5},
  {name: 'Dina', hours: 6, cups: 1},
  {name: 'Eric', hours: 10, cups: 6},
  {name: 'Fay', hours: 8.5, cups: 3},
  {name: 'Gus', hours: 11, cups: 7},
  {name: 'Hope', hours: 7, cups: 2},
  {name: 'Ian', hours: 9, cups: 4},
  {name: 'Joy', hours: 8, cups: 2},
  {name: 'Ken', hours: 10.5, cups: 5},
  {name: 'Liv', hours: 6.5, cups: 0},
  {name: 'Mo', hours: 9, cups: 3},
  {name: 'Nia', hours: 8.5, cups: 4},
  {name: 'Otto', hours: 12, cups: 8},
  {name: 'Pia', hours: 7.5, cups: 1},
  {name: 'Rex', hours: 9.5, cups: 4},
  {name: 'Sue', hours: 10, cups: 5},
];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="hours"
      yField="cups"
      size={7}
      shape="circle"
      pointStyle={{fill: '#BFBFBF', stroke: '#fff'}}
      state={{
        selected: {style: {fill: '#F4664A', stroke: '#A8071A', lineWidth: 2}},
      }}
      interactions={[{type: 'element-selected'}]}
      onReady={(plot) => {
        plot.setState('selected', (d) => (d as Worker).cups >= 5);
      }}
      xAxis={{title: {text: 'Working hours per day'}, min: 5, max: 13}}
      yAxis={{title: {text: 'Cups of coffee per day'}, min: 0, max: 9}}
      tooltip={{fields: ['name', 'hours', 'cups']}}
      meta={{name: {alias: 'Name'}, hours: {alias: 'Hours'}, cups: {alias: 'Cups'}}}
    />
  );
}
