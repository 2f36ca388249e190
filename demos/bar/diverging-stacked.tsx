/**
 * title: Diverging stacked bar for survey answers
 * description: Answers of 200 customers to four statements, stacked with `isStack`: the two disagree levels are negative counts left of zero and the two agree levels run to the right.
 * keywords: diverging, likert, stacked, negative, isStack, survey
 * topics: stacking, data-shape
 * order: 14
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const levels = ['Strongly disagree', 'Disagree', 'Agree', 'Strongly agree'];
// Counts per statement, in the order of levels; the four counts of a statement add up to 200.
const answers: Record<string, number[]> = {
  'Delivery was on time': [12, 26, 94, 68],
  'Support answered quickly': [28, 47, 81, 44],
  'The price was fair': [35, 58, 76, 31],
  'I would order again': [9, 21, 88, 82],
};

// Disagreement goes left of zero. Series stack outward from zero in the order they first appear,
// so 'Disagree' comes before 'Strongly disagree' to sit next to the zero line.
const stackOrder = [1, 0, 2, 3];
const data = Object.entries(answers).flatMap(([statement, counts]) =>
  stackOrder.map((i) => ({statement, answer: levels[i], count: i < 2 ? -counts[i] : counts[i]})),
);

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="count"
      yField="statement"
      seriesField="answer"
      isStack
      color={['#FF7875', '#CF1322', '#95DE64', '#389E0D']}
      legend={{position: 'top'}}
      meta={{count: {alias: 'Customers'}}}
      xAxis={{label: {formatter: (v) => `${Math.abs(Number(v))}`}}}
      label={{position: 'middle', style: {fill: '#fff'}, formatter: (d) => `${Math.abs(d.count)}`}}
      tooltip={{formatter: (d) => ({name: d.answer, value: Math.abs(d.count)})}}
    />
  );
}
