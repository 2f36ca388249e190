/**
 * title: Waterfall with running-total labels
 * description: A savings account over one year, from a 1,200 USD opening balance through each quarter's deposits and withdrawals; `labelMode: 'absolute'` writes the running balance on each column instead of the change.
 * keywords: waterfall, labelMode, absolute, running total, cumulative, balance
 * topics: label
 * order: 2
 */
import React from 'react';
import {Waterfall} from '@ant-design/plots';

const data = [
  {step: 'Opening', usd: 1200},
  {step: 'Q1 deposits', usd: 900},
  {step: 'Q1 withdrawals', usd: -350},
  {step: 'Q2 deposits', usd: 750},
  {step: 'Q2 withdrawals', usd: -1100},
  {step: 'Q3 deposits', usd: 800},
  {step: 'Q3 withdrawals', usd: -420},
  {step: 'Q4 deposits', usd: 950},
  {step: 'Q4 withdrawals', usd: -600},
];

export default function Demo() {
  return (
    <Waterfall
      data={data}
      xField="step"
      yField="usd"
      labelMode="absolute"
      total={{label: 'Closing', style: {fill: '#5B8FF9'}}}
      risingFill="#30BF78"
      fallingFill="#F4664A"
      meta={{usd: {alias: 'Balance (USD)'}}}
      label={{style: {fontSize: 11}, formatter: (d) => `$${Number(d.$$absoluteField$$).toLocaleString('en-US')}`}}
      xAxis={{label: {autoRotate: true}}}
      yAxis={{title: {text: 'Balance (USD)'}}}
    />
  );
}
