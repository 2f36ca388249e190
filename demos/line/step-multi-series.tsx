/**
 * title: Step lines for several series
 * description: Monthly price of three subscription plans of a streaming service from January 2022 to December 2024; `stepType="hv"` holds each price flat until the month it changed, one step line per plan.
 * keywords: step, stepType, hv, seriesField, price changes, multi-series
 * topics: shapes
 * order: 32
 */
import React from 'react';
import {Line} from '@ant-design/plots';

// Prices (USD) and the months they took effect; each stays until the next change.
const changes: Record<string, [string, number][]> = {
  Basic: [
    ['2022-01', 6.99],
    ['2023-07', 7.99],
    ['2024-10', 8.99],
  ],
  Standard: [
    ['2022-01', 10.99],
    ['2022-10', 11.99],
    ['2023-10', 13.99],
    ['2024-10', 14.99],
  ],
  Premium: [
    ['2022-01', 14.99],
    ['2022-06', 16.99],
    ['2023-10', 19.99],
  ],
};

const months = Array.from(
  {length: 36},
  (_, i) => `${2022 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
);

const data = Object.entries(changes).flatMap(([plan, steps]) =>
  months.map((month) => {
    const current = steps.filter(([from]) => from <= month).pop();
    return {month, plan, usd: current ? current[1] : null};
  }),
);

export default function Demo() {
  return (
    <Line
      data={data}
      xField="month"
      yField="usd"
      seriesField="plan"
      stepType="hv"
      legend={{position: 'top'}}
      meta={{usd: {alias: 'Monthly price (USD)', min: 0}}}
      xAxis={{tickCount: 6}}
      yAxis={{label: {formatter: (v: string) => `$${v}`}}}
      tooltip={{formatter: (d) => ({name: d.plan, value: `$${d.usd}`})}}
    />
  );
}
