/**
 * title: Column with a styled selected state
 * description: Average daily hours of sunshine per month in Lisbon; with `element-single-selected`, a click selects one column, drawn by `state.selected` in orange with a dark outline, while `state.active` styles the hovered column and `setState` in `onReady` starts with July selected.
 * keywords: state, selected, active, element-single-selected, setState, onReady, interactions
 * topics: state
 * order: 32
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {month: 'Jan', sunshine: 4.7},
  {month: 'Feb', sunshine: 5.8},
  {month: 'Mar', sunshine: 7.0},
  {month: 'Apr', sunshine: 8.5},
  {month: 'May', sunshine: 10.0},
  {month: 'Jun', sunshine: 11.2},
  {month: 'Jul', sunshine: 11.9},
  {month: 'Aug', sunshine: 11.3},
  {month: 'Sep', sunshine: 9.0},
  {month: 'Oct', sunshine: 6.7},
  {month: 'Nov', sunshine: 5.1},
  {month: 'Dec', sunshine: 4.6},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="sunshine"
      color="#FFC53D"
      meta={{sunshine: {alias: 'Sunshine (hours / day)'}}}
      interactions={[{type: 'element-single-selected'}, {type: 'element-active'}]}
      state={{
        active: {style: {fill: '#FFD666', lineWidth: 0}},
        selected: {style: {fill: '#FA8C16', stroke: '#873800', lineWidth: 2}},
      }}
      onReady={(plot) => {
        plot.setState('selected', (d) => (d as {month: string}).month === 'Jul');
      }}
    />
  );
}
