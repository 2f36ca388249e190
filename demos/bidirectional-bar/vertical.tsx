/**
 * title: Vertical bidirectional columns
 * description: Money paid into and out of a household's current account each month from January to August; `layout: 'vertical'` draws income upwards and spending downwards from a shared month axis.
 * keywords: bidirectional, layout vertical, column, income, spending, cash flow
 * topics: shapes
 * order: 3
 */
import React from 'react';
import {BidirectionalBar} from '@ant-design/plots';

const data = [
  {month: 'Jan', income: 4200, spending: 3910},
  {month: 'Feb', income: 4200, spending: 3480},
  {month: 'Mar', income: 4350, spending: 4120},
  {month: 'Apr', income: 4350, spending: 3760},
  {month: 'May', income: 4350, spending: 3990},
  {month: 'Jun', income: 5600, spending: 4870},
  {month: 'Jul', income: 4350, spending: 5210},
  {month: 'Aug', income: 4350, spending: 4630},
];

export default function Demo() {
  return (
    <BidirectionalBar
      data={data}
      layout="vertical"
      xField="month"
      yField={['income', 'spending']}
      meta={{income: {alias: 'Money in ($)'}, spending: {alias: 'Money out ($)'}}}
      yAxis={{income: {min: 0, max: 6000}, spending: {min: 0, max: 6000}}}
      color={['#30BF78', '#F4664A']}
      legend={{position: 'top'}}
      tooltip={{shared: true, showMarkers: false}}
    />
  );
}
