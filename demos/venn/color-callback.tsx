/**
 * title: Venn with one region picked out
 * description: Patients of a clinic diagnosed with diabetes, hypertension or obesity; a `color` callback paints the region of patients with all three conditions red and greys out every other region.
 * keywords: color, callback, highlight, emphasis, venn, patients
 * topics: colors
 * order: 10
 */
import React from 'react';
import {Venn} from '@ant-design/plots';

const data = [
  {sets: ['Diabetes'], patients: 420},
  {sets: ['Hypertension'], patients: 690},
  {sets: ['Obesity'], patients: 530},
  {sets: ['Diabetes', 'Hypertension'], patients: 180},
  {sets: ['Diabetes', 'Obesity'], patients: 150},
  {sets: ['Hypertension', 'Obesity'], patients: 210},
  {sets: ['Diabetes', 'Hypertension', 'Obesity'], patients: 95},
];

export default function Demo() {
  return (
    <Venn
      data={data}
      setsField="sets"
      sizeField="patients"
      legend={false}
      blendMode="normal"
      color={(datum) => (datum.sets.length === 3 ? '#f5222d' : '#d9d9d9')}
      pointStyle={{fillOpacity: 0.55, stroke: '#fff', lineWidth: 1}}
      label={{
        formatter: (d) => (d.sets.length === 1 ? d.sets[0] : d.sets.length === 3 ? `All three: ${d.patients}` : ''),
        style: {fill: '#262626'},
      }}
    />
  );
}
