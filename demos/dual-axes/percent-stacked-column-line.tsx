/**
 * title: Percent stacked columns with a line
 * description: Share of new and returning visitors of a news site per month as 100 % stacked columns (`isStack` with `isPercent`), with the total number of visits as a line on the right axis.
 * keywords: dual axes, percent stacked column, isPercent, isStack, share, visitors
 * topics: stacking
 * order: 6
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const newVisits = [182, 204, 161, 149, 176, 238];
const returningVisits = [318, 326, 339, 362, 371, 402];

const mix = months.flatMap((month, i) => [
  {month, visitor: 'New', visits: newVisits[i]},
  {month, visitor: 'Returning', visits: returningVisits[i]},
]);
const totals = months.map((month, i) => ({month, total: newVisits[i] + returningVisits[i]}));

export default function Demo() {
  return (
    <DualAxes
      data={[mix, totals]}
      xField="month"
      yField={['visits', 'total']}
      meta={{
        visits: {alias: 'Share of visits'},
        total: {alias: 'Total visits (k)'},
      }}
      yAxis={{
        visits: {label: {formatter: (v: string) => `${Math.round(Number(v) * 100)} %`}},
        total: {min: 0, title: {text: 'Total visits (k)'}},
      }}
      geometryOptions={[
        {geometry: 'column', isStack: true, isPercent: true, seriesField: 'visitor', color: ['#5AD8A6', '#5B8FF9']},
        {geometry: 'line', color: '#333333', point: {size: 4}},
      ]}
      tooltip={{
        formatter: (datum: Record<string, number | string>) =>
          'total' in datum
            ? {name: 'Total visits (k)', value: String(datum.total)}
            : {name: String(datum.visitor), value: `${(Number(datum.visits) * 100).toFixed(1)} %`},
      }}
      legend={{position: 'top'}}
    />
  );
}
