/**
 * title: Stacked bar
 * description: Answers of 500 employees to five survey questions on a five-point agreement scale, one series per answer (`seriesField`) stacked with `isStack` on each question's bar.
 * keywords: stacked, isStack, survey, likert, composition
 * topics: stacking
 * order: 2
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const levels = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];
// Each question's five counts add up to the 500 employees who answered.
const answers: Record<string, number[]> = {
  'I understand the company goals': [12, 38, 74, 221, 155],
  'My workload is manageable': [41, 96, 128, 172, 63],
  'I get useful feedback': [29, 77, 141, 183, 70],
  'I have the tools I need': [18, 52, 97, 224, 109],
  'I would recommend working here': [22, 44, 113, 196, 125],
};

const data = Object.entries(answers).flatMap(([question, counts]) =>
  counts.map((count, i) => ({question, answer: levels[i], count})),
);

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="count"
      yField="question"
      seriesField="answer"
      isStack
      color={['#D7191C', '#FDAE61', '#BFBFBF', '#A6D96A', '#1A9641']}
      legend={{position: 'top'}}
      label={{position: 'middle', style: {fill: '#fff'}}}
      xAxis={{title: {text: 'Employees'}}}
    />
  );
}
