/**
 * title: Sign-up funnel
 * description: Users reaching each of six steps of a SaaS sign-up flow in one month; a `conversionTag.formatter` writes the share of users who continue from one step to the next.
 * keywords: funnel, conversion, sign-up, drop-off, stages
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Funnel, FUNNEL_CONVERSATION_FIELD} from '@ant-design/plots';

const data = [
  {stage: 'Landing page', users: 48200},
  {stage: 'Started trial', users: 12650},
  {stage: 'Account created', users: 7830},
  {stage: 'E-mail verified', users: 6120},
  {stage: 'Onboarded', users: 3940},
  {stage: 'Paying customer', users: 1180},
];

// Conversion text in a mid grey, which reads on a light and a dark page (the engine's default is dark in
// every theme); `fill` works although the option's type does not list it.
const conversionText = {fontSize: 12, fill: '#8c8c8c'};

export default function Demo() {
  return (
    <Funnel
      data={data}
      xField="stage"
      yField="users"
      legend={false}
      minSize={0.3}
      label={{formatter: (d) => `${d.stage}: ${d.users.toLocaleString('en-US')}`}}
      conversionTag={{
        style: conversionText,
        formatter: (d) => {
          // [users at the previous step, users at this step]
          const [previous, current]: [number, number] = d?.[FUNNEL_CONVERSATION_FIELD] ?? [1, 1];
          return `${((current / previous) * 100).toFixed(1)}% continue`;
        },
      }}
    />
  );
}
