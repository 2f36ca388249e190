/**
 * title: Bar with wrapped axis labels
 * description: Share of respondents who named each of five reasons for leaving their job; `yAxis.label.formatter` breaks each long reason onto two lines, and the value axis is formatted as percent.
 * keywords: yAxis, xAxis, label, formatter, wrap, line break, long labels, percent, axis
 * topics: axis, stacking
 * order: 23
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {reason: 'Better pay offered by another employer', share: 0.38},
  {reason: 'Few chances to grow or be promoted', share: 0.29},
  {reason: 'Poor relationship with the direct manager', share: 0.17},
  {reason: 'Wanted more flexible or remote work', share: 0.11},
  {reason: 'Moved to a different city or country', share: 0.05},
];

// Break a label at the space closest to its middle.
const wrap = (text: string) => {
  const middle = text.length / 2;
  const spaces = [...text].flatMap((c, i) => (c === ' ' ? [i] : []));
  const at = spaces.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return `${text.slice(0, at)}\n${text.slice(at + 1)}`;
};

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="share"
      yField="reason"
      color="#36CFC9"
      meta={{share: {alias: 'Respondents', min: 0, max: 0.4}}}
      yAxis={{label: {formatter: (text) => wrap(text), style: {textAlign: 'end', lineHeight: 16}}}}
      xAxis={{label: {formatter: (v) => `${Math.round(Number(v) * 100)}%`}}}
      label={{position: 'right', content: (d) => `${Math.round(d.share * 100)}%`}}
    />
  );
}
