/**
 * title: Pyramid (shape: 'pyramid')
 * description: Members of a loyalty programme who reached at least each tier, from all 84,000 members down to the 19,000 Platinum members, drawn as a pointed pyramid with `shape: 'pyramid'`.
 * keywords: pyramid, shape, triangle funnel, tiers, loyalty
 * topics: shapes
 * order: 9
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

const data = [
  {tier: 'All members', members: 84000},
  {tier: 'Silver or above', members: 61000},
  {tier: 'Gold or above', members: 38500},
  {tier: 'Platinum', members: 19000},
];

export default function Demo() {
  return (
    <Funnel
      data={data}
      xField="tier"
      yField="members"
      shape="pyramid"
      legend={false}
      meta={{members: {alias: 'Members'}}}
      label={{formatter: (d) => `${d.tier}\n${d.members.toLocaleString('en-US')}`, style: {lineHeight: 16}}}
      conversionTag={false}
    />
  );
}
