/**
 * title: Venn diagram with four sets
 * description: Students of a secondary school enrolled in four after-school clubs (music, sports, drama and science), with the circles' overlaps sized by how many students join two or three clubs.
 * keywords: venn, four sets, overlap, clubs, students
 * topics: data-shape
 * order: 3
 * height: 460
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Music'], students: 180},
  {sets: ['Sports'], students: 260},
  {sets: ['Drama'], students: 120},
  {sets: ['Science'], students: 150},
  {sets: ['Music', 'Drama'], students: 45},
  {sets: ['Music', 'Sports'], students: 30},
  {sets: ['Music', 'Science'], students: 25},
  {sets: ['Sports', 'Science'], students: 35},
  {sets: ['Drama', 'Science'], students: 15},
  {sets: ['Music', 'Drama', 'Science'], students: 8},
];

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      sizeField="students"
      pointStyle={{fillOpacity: 0.65}}
      legend={false}
      label={{formatter: (d) => (d.sets.length === 1 ? `${d.sets[0]}\n${d.students}` : ''), style: {lineHeight: 16}}}
      tooltip={{formatter: (d) => ({name: d.id.split(',').join(' + '), value: `${d.size} students`})}}
    />
  );
}
