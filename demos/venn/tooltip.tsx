/**
 * title: Venn with a custom tooltip
 * description: Customers of a bank holding a current account, a savings account or a credit card (thousands); hovering a region shows the products it combines and its share of all customers in a custom tooltip.
 * keywords: tooltip, customContent, share, venn, banking products
 * topics: tooltip
 * order: 5
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Current account'], customers: 940},
  {sets: ['Savings'], customers: 520},
  {sets: ['Credit card'], customers: 410},
  {sets: ['Current account', 'Savings'], customers: 310},
  {sets: ['Current account', 'Credit card'], customers: 280},
  {sets: ['Savings', 'Credit card'], customers: 95},
  {sets: ['Current account', 'Savings', 'Credit card'], customers: 70},
];

// Customers with at least one product, by inclusion-exclusion over the regions above.
const total = data.reduce((sum, d) => sum + (d.sets.length % 2 === 1 ? d.customers : -d.customers), 0);

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      legend={false}
      sizeField="customers"
      pointStyle={{fillOpacity: 0.7}}
      label={{formatter: (d) => (d.sets.length === 1 ? d.sets[0] : '')}}
      tooltip={{
        fields: ['sets', 'customers'],
        customContent: (_title, items) => {
          const datum = items[0]?.data as {sets: string[]; customers: number} | undefined;
          if (!datum) return '';
          const share = ((datum.customers / total) * 100).toFixed(1);
          return `<div style="padding: 8px 4px; line-height: 20px">
            <div style="font-weight: 600; margin-bottom: 6px">${datum.sets.join(' + ')}</div>
            <div>${datum.customers}k customers</div>
            <div style="color: #8c8c8c">${share}% of all ${total.toLocaleString('en-US')}k customers</div>
          </div>`;
        },
      }}
    />
  );
}
