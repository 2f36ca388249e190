/**
 * title: Funnel with overall conversion in the labels
 * description: Installs of a mobile game and the players still active on days 1, 7, 14 and 30; a `label.formatter` gives each step's players and their share of all installs, read from the percentage field the funnel adds to each row.
 * keywords: label, percentage, overall conversion, retention, formatter
 * topics: label
 * order: 6
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

// The funnel adds this field to each datum: the step's value divided by the largest step's value (here the first).
const PERCENT_FIELD = '$$percentage$$';

const data = [
  {step: 'Installed', players: 50000},
  {step: 'Active on day 1', players: 21500},
  {step: 'Active on day 7', players: 9300},
  {step: 'Active on day 14', players: 6100},
  {step: 'Active on day 30', players: 3700},
];

export default function Demo() {
  return (
    <Funnel
      data={data}
      xField="step"
      yField="players"
      minSize={0.3}
      legend={false}
      meta={{players: {alias: 'Players'}}}
      label={{
        formatter: (d) => `${d.step}\n${d.players.toLocaleString('en-US')} (${(d[PERCENT_FIELD] * 100).toFixed(1)}%)`,
        style: {lineHeight: 16},
      }}
      conversionTag={false}
    />
  );
}
