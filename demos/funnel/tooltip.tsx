/**
 * title: Funnel tooltip with conversion from the first step
 * description: Visitors of a car dealer's website at each step towards booking a test drive in one month; the tooltip formatter gives each step's visitors and their share of the first step.
 * keywords: tooltip, formatter, percentage, conversion, funnel, test drive
 * topics: tooltip, shapes
 * order: 12
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

const data = [
  {step: 'Model page', visitors: 12400},
  {step: 'Configurator', visitors: 4300},
  {step: 'Dealer search', visitors: 1850},
  {step: 'Test drive booked', visitors: 420},
];

const first = data[0].visitors;

// Conversion text in a mid grey, which reads on a light and a dark page (the engine's default is dark in
// every theme); `fill` works although the option's type does not list it.
const conversionText = {fontSize: 12, fill: '#8c8c8c'};

export default function Demo() {
  return (
    <Funnel
      conversionTag={{style: conversionText}}
      data={data}
      xField="step"
      yField="visitors"
      minSize={0.3}
      legend={false}
      label={{formatter: (d) => d.step}}
      tooltip={{
        fields: ['step', 'visitors'],
        formatter: (d) => ({
          name: d.step,
          value: `${d.visitors.toLocaleString('en-US')} (${((d.visitors / first) * 100).toFixed(1)}% of ${data[0].step})`,
        }),
      }}
    />
  );
}
