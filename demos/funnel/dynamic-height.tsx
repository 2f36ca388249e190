/**
 * title: Funnel with heights by value (dynamicHeight)
 * description: Job applications at each stage of one hiring round; with `dynamicHeight` each stage's height, not its width, is proportional to its number of candidates.
 * keywords: dynamicHeight, funnel, hiring, recruitment, proportional height
 * topics: shapes
 * order: 3
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

const data = [
  {stage: 'Applications', candidates: 420},
  {stage: 'Phone screen', candidates: 265},
  {stage: 'Technical test', candidates: 178},
  {stage: 'On-site interview', candidates: 104},
  {stage: 'Offer', candidates: 61},
];

// Conversion text in a mid grey, which reads on a light and a dark page (the engine's default is dark in
// every theme); `fill` works although the option's type does not list it.
const conversionText = {fontSize: 12, fill: '#8c8c8c'};

export default function Demo() {
  return (
    <Funnel
      conversionTag={{style: conversionText}}
      data={data}
      xField="stage"
      yField="candidates"
      dynamicHeight
      legend={false}
      meta={{candidates: {alias: 'Candidates'}}}
      label={{formatter: (d) => `${d.stage}: ${d.candidates}`}}
    />
  );
}
