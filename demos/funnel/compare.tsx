/**
 * title: Comparison funnel (compareField)
 * description: Shoppers reaching each checkout step in one week on desktop and on mobile; `compareField` draws the two devices as mirrored halves side by side, the legend names the steps and the tags give each step's conversion rate.
 * keywords: compareField, comparison, mirrored funnel, checkout, desktop vs mobile
 * topics: shapes
 * order: 2
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

const data = [
  {step: 'Viewed product', device: 'Desktop', shoppers: 18400},
  {step: 'Added to cart', device: 'Desktop', shoppers: 6250},
  {step: 'Started checkout', device: 'Desktop', shoppers: 3910},
  {step: 'Entered payment', device: 'Desktop', shoppers: 2870},
  {step: 'Order placed', device: 'Desktop', shoppers: 2410},
  {step: 'Viewed product', device: 'Mobile', shoppers: 26900},
  {step: 'Added to cart', device: 'Mobile', shoppers: 7120},
  {step: 'Started checkout', device: 'Mobile', shoppers: 3380},
  {step: 'Entered payment', device: 'Mobile', shoppers: 2040},
  {step: 'Order placed', device: 'Mobile', shoppers: 1560},
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
      yField="shoppers"
      compareField="device"
      meta={{step: {alias: 'Checkout step'}, shoppers: {alias: 'Shoppers'}}}
      minSize={0.2}
      legend={{position: 'bottom'}}
      label={{formatter: (d) => d.shoppers.toLocaleString('en-US')}}
      tooltip={{
        fields: ['device', 'step', 'shoppers'],
        formatter: (d) => ({name: `${d.device}: ${d.step}`, value: d.shoppers.toLocaleString('en-US')}),
      }}
    />
  );
}
