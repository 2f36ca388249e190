/**
 * title: Bar with active and inactive state styles
 * description: Litres of water needed to produce one kilogram of six foods; the `element-highlight` interaction makes a hovered bar active and the others inactive, `state` styles both states, and `onReady` calls `setState` so the chart opens with beef active.
 * keywords: state, active, inactive, element-highlight, setState, hover, onReady
 * topics: state
 * order: 24
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {food: 'Beef', litres: 15400},
  {food: 'Cheese', litres: 5060},
  {food: 'Chicken', litres: 4330},
  {food: 'Rice', litres: 2500},
  {food: 'Bread', litres: 1610},
  {food: 'Apples', litres: 820},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="litres"
      yField="food"
      color="#40A9FF"
      meta={{litres: {alias: 'Water (litres per kg)'}}}
      xAxis={{label: {formatter: (v) => Number(v).toLocaleString('en-US')}}}
      interactions={[{type: 'element-highlight'}]}
      state={{
        active: {style: {fill: '#0050B3', stroke: '#002766', lineWidth: 1}},
        inactive: {style: {fillOpacity: 0.3}},
      }}
      onReady={(plot) => {
        plot.setState('active', (d) => (d as {food: string}).food === 'Beef');
        plot.setState('inactive', (d) => (d as {food: string}).food !== 'Beef');
      }}
    />
  );
}
