/**
 * title: Pie with value and share in the tooltip
 * description: Monthly subscribers of a streaming service by plan; hovering a slice shows the plan, its subscriber count and its share of all subscribers, computed in `tooltip.formatter`.
 * keywords: pie, tooltip, formatter, percentage, share, subscribers
 * topics: tooltip
 * order: 9
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {plan: 'Basic', subscribers: 184000},
  {plan: 'Standard', subscribers: 342000},
  {plan: 'Premium', subscribers: 127000},
  {plan: 'Family', subscribers: 96000},
];

const total = data.reduce((sum, row) => sum + row.subscribers, 0);

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="subscribers"
      colorField="plan"
      radius={0.8}
      label={{type: 'outer', content: '{name}'}}
      tooltip={{
        fields: ['plan', 'subscribers'],
        formatter: (datum) => ({
          name: datum.plan,
          value: `${datum.subscribers.toLocaleString('en-US')} (${((datum.subscribers / total) * 100).toFixed(1)}%)`,
        }),
      }}
      interactions={[{type: 'element-active'}]}
    />
  );
}
