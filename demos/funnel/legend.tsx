/**
 * title: Funnel with a legend for the stages
 * description: Orders of a food-delivery app at each step from placed to delivered on one evening; `legend` at the bottom names the stages, so the labels carry only the order counts.
 * keywords: legend, position, funnel, stages, food delivery
 * topics: legend
 * order: 11
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

const data = [
  {step: 'Placed', orders: 2840},
  {step: 'Accepted by restaurant', orders: 2710},
  {step: 'Picked up', orders: 2620},
  {step: 'Delivered on time', orders: 2190},
];

// Conversion text in a mid grey, which reads on a light and a dark page (the engine's default is dark in
// every theme); `fill` works although the option's type does not list it.
const conversionText = {fontSize: 12, fill: '#8c8c8c'};

export default function Demo() {
  return (
    <Funnel
      conversionTag={{style: conversionText}}
      data={data}
      xField="step"
      yField="orders"
      minSize={0.4}
      // Room on the right for the conversion rates drawn beside each step.
      appendPadding={[0, 130, 0, 16]}
      legend={{position: 'bottom'}}
      meta={{orders: {alias: 'Orders'}}}
      label={{formatter: (d) => d.orders.toLocaleString('en-US')}}
    />
  );
}
