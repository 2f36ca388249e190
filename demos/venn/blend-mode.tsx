/**
 * title: Venn with a colour blend mode
 * description: Skills listed by applicants to a data team (Python, SQL and statistics); `blendMode: 'screen'` mixes the colours of overlapping circles into lighter tones instead of the default `multiply`.
 * keywords: blendMode, screen, multiply, color mixing, venn, skills
 * topics: colors
 * order: 7
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Python'], applicants: 310},
  {sets: ['SQL'], applicants: 270},
  {sets: ['Statistics'], applicants: 190},
  {sets: ['Python', 'SQL'], applicants: 150},
  {sets: ['Python', 'Statistics'], applicants: 95},
  {sets: ['SQL', 'Statistics'], applicants: 70},
  {sets: ['Python', 'SQL', 'Statistics'], applicants: 48},
];

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      legend={false}
      sizeField="applicants"
      blendMode="screen"
      color={['#eb2f96', '#1890ff', '#52c41a']}
      pointStyle={{fillOpacity: 0.9}}
      label={{
        formatter: (d) => (d.sets.length === 1 ? d.sets[0] : `${d.applicants}`),
        style: {fill: '#262626'},
      }}
    />
  );
}
