/**
 * title: Donut with statistic
 * description: A household's monthly expenses by category as a donut (`innerRadius`); `statistic` writes the total in the centre, and the `pie-statistic-active` interaction swaps in a slice's amount while it is hovered.
 * keywords: donut, ring, innerRadius, statistic, budget
 * topics: label
 * order: 2
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {category: 'Housing', amount: 1650},
  {category: 'Food', amount: 720},
  {category: 'Transport', amount: 410},
  {category: 'Utilities', amount: 260},
  {category: 'Health', amount: 190},
  {category: 'Leisure', amount: 340},
  {category: 'Savings', amount: 600},
];

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="amount"
      colorField="category"
      radius={1}
      innerRadius={0.64}
      label={{type: 'inner', offset: '-50%', content: '{value}', style: {textAlign: 'center', fontSize: 12}}}
      statistic={{
        title: {content: 'Total', style: {fontSize: '14px'}},
        content: {
          // The page's text colour: G2Plot's own statistic colour is dark in every theme.
          style: {fontSize: '24px', color: 'inherit'},
          formatter: (datum, rows) => {
            const value = datum ? datum.amount : (rows ?? []).reduce((sum: number, row) => sum + row.amount, 0);
            return `$${value.toLocaleString('en-US')}`;
          },
        },
      }}
      interactions={[{type: 'element-selected'}, {type: 'element-active'}, {type: 'pie-statistic-active'}]}
    />
  );
}
