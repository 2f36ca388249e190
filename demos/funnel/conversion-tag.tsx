/**
 * title: Funnel with custom conversion tags
 * description: Visitors at each step of a newsletter sign-up in one week; `conversionTag` gets its own text style and a `formatter` that says how many people were lost at each step and what share was kept.
 * keywords: conversionTag, conversion rate, drop-off, formatter, FUNNEL_CONVERSATION_FIELD
 * topics: label
 * order: 7
 */
import React from 'react';
import {Funnel, FUNNEL_CONVERSATION_FIELD} from '@ant-design/plots';

const data = [
  {step: 'Saw the pop-up', visitors: 14200},
  {step: 'Opened the form', visitors: 3650},
  {step: 'Submitted e-mail', visitors: 2180},
  {step: 'Confirmed e-mail', visitors: 1540},
];

// Text attributes of the conversion tags (`fill` works although the option's type does not list it).
const tagStyle = {fill: '#d4380d', fontSize: 12, fontWeight: 600};

export default function Demo() {
  return (
    <Funnel
      data={data}
      xField="step"
      yField="visitors"
      minSize={0.3}
      legend={false}
      meta={{visitors: {alias: 'Visitors'}}}
      label={{formatter: (d) => `${d.step}: ${d.visitors.toLocaleString('en-US')}`}}
      conversionTag={{
        offsetX: 12,
        style: tagStyle,
        formatter: (d) => {
          // [value of the previous step, value of this step]
          const [previous, current]: [number, number] = d?.[FUNNEL_CONVERSATION_FIELD] ?? [0, 0];
          return `−${(previous - current).toLocaleString('en-US')} lost (${((current / previous) * 100).toFixed(0)}% kept)`;
        },
      }}
    />
  );
}
