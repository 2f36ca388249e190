/**
 * title: Venn with labels on every region
 * description: Visitors of a museum's website who read the blog, the shop or the exhibition pages in one month; each circle is labelled with its section name and each overlap with its visitor count.
 * keywords: label, formatter, venn, overlap counts, website sections
 * topics: label
 * order: 4
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Blog'], visitors: 8200},
  {sets: ['Shop'], visitors: 5400},
  {sets: ['Exhibitions'], visitors: 9100},
  {sets: ['Blog', 'Shop'], visitors: 1300},
  {sets: ['Blog', 'Exhibitions'], visitors: 2600},
  {sets: ['Shop', 'Exhibitions'], visitors: 1900},
  {sets: ['Blog', 'Shop', 'Exhibitions'], visitors: 700},
];

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      sizeField="visitors"
      legend={false}
      pointStyle={{fillOpacity: 0.75}}
      label={{
        style: {fontSize: 13, lineHeight: 17},
        formatter: (d) =>
          d.sets.length === 1
            ? `${d.sets[0]}\n${d.visitors.toLocaleString('en-US')}`
            : d.visitors.toLocaleString('en-US'),
      }}
    />
  );
}
