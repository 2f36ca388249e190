/**
 * title: Product usage overlap
 * description: Number of monthly active users of three features of an app (web, mobile and API) and how many use two or all three.
 * keywords: venn, sets, overlap, intersection, users
 * topics: basics
 * order: 1
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Web'], users: 12400},
  {sets: ['Mobile'], users: 9800},
  {sets: ['API'], users: 3100},
  {sets: ['Web', 'Mobile'], users: 4600},
  {sets: ['Web', 'API'], users: 1700},
  {sets: ['Mobile', 'API'], users: 900},
  {sets: ['Web', 'Mobile', 'API'], users: 600},
];

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      sizeField="users"
      pointStyle={{fillOpacity: 0.6}}
      legend={false}
      label={{
        formatter: (d) => (d.sets.length === 1 ? `${d.sets[0]}: ${d.users.toLocaleString('en-US')}` : `${d.users}`),
      }}
      tooltip={{
        formatter: (d) => ({name: d.id.split(',').join(' ∩ '), value: `${d.size.toLocaleString('en-US')} users`}),
      }}
    />
  );
}
