/**
 * title: Column with a logarithmic y axis
 * description: Approximate weight of six animals from a mouse to a blue whale, almost seven orders of magnitude apart; `meta` gives the y field a `log` scale so the small animals stay visible.
 * keywords: log, logarithmic, scale, meta, type, yAxis, axis
 * topics: axis
 * order: 28
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {animal: 'House mouse', kg: 0.02},
  {animal: 'Cat', kg: 4.5},
  {animal: 'Human', kg: 70},
  {animal: 'Horse', kg: 500},
  {animal: 'Elephant', kg: 6000},
  {animal: 'Blue whale', kg: 150000},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="animal"
      yField="kg"
      meta={{kg: {alias: 'Weight (kg)', type: 'log', base: 10, min: 0.01, tickCount: 8}}}
      yAxis={{
        title: {text: 'Weight (kg, log scale)'},
        label: {formatter: (v) => Number(v).toLocaleString('en-US')},
      }}
      label={{position: 'top', formatter: (d) => `${d.kg.toLocaleString('en-US')} kg`}}
      appendPadding={[16, 0, 0, 0]}
    />
  );
}
