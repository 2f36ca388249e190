/**
 * title: Progress bars coloured by threshold
 * description: Use of three monthly plan allowances (data 45%, minutes 78%, texts 96%), one thin progress bar each, coloured green below 70%, orange up to 90% and red above.
 * keywords: progress, color, threshold, quota, usage, list
 * topics: colors
 * order: 2
 * height: 120
 */
import React from 'react';
import {Progress} from '@ant-design/plots';

const allowances = [
  {name: 'Data', used: 0.45},
  {name: 'Minutes', used: 0.78},
  {name: 'Texts', used: 0.96},
];

// Green below 70%, orange from 70% to 90%, red above 90%.
const colorFor = (used: number) => {
  const percent = Math.round(used * 100);
  return percent > 90 ? '#F4664A' : percent >= 70 ? '#FAAD14' : '#30BF78';
};

export default function Demo() {
  return (
    <div style={{display: 'grid', gap: 10}}>
      {allowances.map(({name, used}) => (
        <div key={name} style={{display: 'grid', gridTemplateColumns: '80px 1fr 48px', alignItems: 'center'}}>
          <span>{name}</span>
          <Progress height={28} percent={used} barWidthRatio={0.35} color={[colorFor(used), '#E8EDF3']} />
          <span style={{textAlign: 'right'}}>{Math.round(used * 100)}%</span>
        </div>
      ))}
    </div>
  );
}
