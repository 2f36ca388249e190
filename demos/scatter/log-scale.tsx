/**
 * title: Scatter with logarithmic axes
 * description: Body mass against brain mass of 18 mammals, from a mouse to an elephant (six of them named), on logarithmic x and y axes so body masses spanning more than five orders of magnitude fall roughly along one straight trend.
 * keywords: log scale, logarithmic, axis, type log, base, orders of magnitude, animals
 * topics: axis
 * order: 11
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

// Body mass in kg, brain mass in g.
const data = [
  {animal: 'Mouse', body: 0.023, brain: 0.4},
  {animal: 'Rat', body: 0.28, brain: 1.9},
  {animal: 'Squirrel', body: 0.6, brain: 6.2},
  {animal: 'Rabbit', body: 2.5, brain: 12.1},
  {animal: 'Cat', body: 3.3, brain: 25.6},
  {animal: 'Fox', body: 4.2, brain: 50.4},
  {animal: 'Dog', body: 15, brain: 72},
  {animal: 'Sheep', body: 55.5, brain: 175},
  {animal: 'Chimpanzee', body: 52, brain: 440},
  {animal: 'Human', body: 62, brain: 1320},
  {animal: 'Pig', body: 192, brain: 180},
  {animal: 'Donkey', body: 187, brain: 419},
  {animal: 'Cow', body: 465, brain: 423},
  {animal: 'Horse', body: 521, brain: 655},
  {animal: 'Giraffe', body: 529, brain: 680},
  {animal: 'Gorilla', body: 207, brain: 406},
  {animal: 'Asian elephant', body: 2547, brain: 4603},
  {animal: 'African elephant', body: 6654, brain: 5712},
];

const named = ['Mouse', 'Squirrel', 'Dog', 'Human', 'Horse', 'African elephant'];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="body"
      yField="brain"
      size={5}
      shape="circle"
      pointStyle={{fill: '#9270CA', fillOpacity: 0.85}}
      // Name a few animals only; the rest are in the tooltip.
      label={{
        formatter: (d) => (named.includes(d.animal) ? d.animal : ''),
        offsetY: -10,
        style: {fontSize: 11, fill: '#8c8c8c'},
      }}
      appendPadding={[16, 48, 0, 0]}
      meta={{
        animal: {alias: 'Animal'},
        body: {type: 'log', base: 10, alias: 'Body mass (kg)', tickCount: 7},
        brain: {type: 'log', base: 10, alias: 'Brain mass (g)'},
      }}
      xAxis={{title: {text: 'Body mass (kg, log scale)'}}}
      yAxis={{title: {text: 'Brain mass (g, log scale)'}}}
      tooltip={{fields: ['animal', 'body', 'brain']}}
    />
  );
}
