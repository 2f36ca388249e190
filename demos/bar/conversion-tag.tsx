/**
 * title: Bar with conversion rates between stages
 * description: Candidates at each of five stages of a year's hiring for engineering roles, from applications to hires; `conversionTag` writes the pass rate from one stage to the next between the bars.
 * keywords: conversionTag, funnel, conversion rate, hiring, pipeline
 * topics: annotations
 * order: 6
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {stage: 'Applied', candidates: 2640},
  {stage: 'Screened', candidates: 710},
  {stage: 'Interviewed', candidates: 248},
  {stage: 'Offered', candidates: 61},
  {stage: 'Hired', candidates: 47},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="candidates"
      yField="stage"
      color="#2F54EB"
      meta={{candidates: {alias: 'Candidates'}}}
      // A mid grey reads on a light and a dark page: the engine's conversion text is dark in every theme.
      conversionTag={{text: {style: {fill: '#8c8c8c'}}}}
    />
  );
}
