/**
 * title: Horizontal funnel (isTransposed)
 * description: Visitors of an online course at each step from the course page to the certificate in one month, drawn left to right with `isTransposed`.
 * keywords: isTransposed, horizontal funnel, transpose, left to right, e-learning
 * topics: shapes
 * order: 4
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

const data = [
  {step: 'Course page', learners: 9600},
  {step: 'Enrolled', learners: 3840},
  {step: 'Lesson 1 done', learners: 2710},
  {step: 'Passed the quiz', learners: 1490},
  {step: 'Certificate', learners: 860},
];

// Conversion text in a mid grey, which reads on a light and a dark page (the engine's default is dark in
// every theme); `fill` works although the option's type does not list it.
const conversionText = {fontSize: 12, fill: '#8c8c8c'};

export default function Demo() {
  return (
    <Funnel
      conversionTag={{style: conversionText}}
      data={data}
      xField="step"
      yField="learners"
      isTransposed
      minSize={0.25}
      maxSize={0.85}
      legend={false}
      meta={{learners: {alias: 'Learners'}}}
      label={{formatter: (d) => `${d.step}\n${d.learners.toLocaleString('en-US')}`, style: {lineHeight: 16}}}
    />
  );
}
