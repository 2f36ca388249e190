/**
 * title: Column with conversion rates between steps
 * description: Visitors reaching each of five steps of an online shop's checkout in one week; `conversionTag` draws the conversion rate from one step to the next as an arrow between the columns.
 * keywords: conversionTag, funnel, conversion rate, steps, checkout
 * topics: annotations
 * order: 7
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {step: 'Product page', visitors: 48200},
  {step: 'Added to cart', visitors: 15400},
  {step: 'Checkout', visitors: 8700},
  {step: 'Payment', visitors: 6100},
  {step: 'Order placed', visitors: 5600},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="step"
      yField="visitors"
      meta={{visitors: {alias: 'Visitors'}}}
      conversionTag={{}}
      xAxis={{label: {autoHide: false, autoRotate: false}}}
    />
  );
}
