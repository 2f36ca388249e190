/**
 * title: Heatmap with sized squares
 * description: Results of a staff survey, one square per team and question: `colorField` shows the average score out of 5 and `sizeField` with `shape: 'square'` sizes each square by the number of answers.
 * keywords: square, shape, sizeField, sizeRatio, survey, two measures
 * topics: shapes
 * order: 4
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

const questions = ['Workload', 'Tools', 'Growth', 'Management', 'Team spirit'];
// [average score, number of answers] per question, in the order above.
const results: Record<string, [number, number][]> = {
  Engineering: [
    [3.1, 42],
    [3.9, 44],
    [3.4, 40],
    [3.6, 43],
    [4.2, 44],
  ],
  Design: [
    [3.6, 12],
    [4.3, 12],
    [3.2, 11],
    [3.9, 12],
    [4.4, 12],
  ],
  Sales: [
    [2.7, 30],
    [3.2, 26],
    [3.8, 28],
    [3.1, 29],
    [3.9, 30],
  ],
  Support: [
    [2.4, 25],
    [2.9, 24],
    [2.8, 22],
    [3.3, 25],
    [4.1, 25],
  ],
  Finance: [
    [3.4, 8],
    [3.0, 8],
    [2.9, 7],
    [3.7, 8],
    [3.6, 8],
  ],
  Marketing: [
    [3.2, 15],
    [3.7, 14],
    [3.5, 15],
    [3.4, 13],
    [4.0, 15],
  ],
};

const data = Object.entries(results).flatMap(([team, rows]) =>
  rows.map(([score, answers], i) => ({team, question: questions[i], score, answers})),
);

export default function Demo() {
  return (
    <Heatmap
      data={data}
      xField="question"
      yField="team"
      colorField="score"
      sizeField="answers"
      shape="square"
      sizeRatio={0.9}
      color={['#F4664A', '#FAAD14', '#FADB14', '#95DE64', '#389E0D']}
      meta={{
        question: {alias: 'Question'},
        team: {alias: 'Team'},
        score: {alias: 'Average score', min: 2, max: 5},
        answers: {alias: 'Answers', min: 0},
      }}
      xAxis={{position: 'top', grid: null}}
      legend={{position: 'bottom'}}
      tooltip={{fields: ['team', 'question', 'score', 'answers']}}
    />
  );
}
