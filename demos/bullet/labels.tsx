/**
 * title: Bullet with measure and target labels
 * description: Hours spent this month on four projects against their budgets; `label.measure` writes the hours inside each bar, `label.target` writes the budget above each marker, and `label.range` is off.
 * keywords: label, measure label, target label, budget, hours
 * topics: label
 * order: 6
 * height: 340
 */
import React from 'react';
import {Bullet} from '@ant-design/plots';

const data = [
  {project: 'Website', hours: [96], budget: 120, bands: [80, 160]},
  {project: 'Mobile app', hours: [148], budget: 140, bands: [80, 160]},
  {project: 'Data import', hours: [42], budget: 60, bands: [80, 160]},
  {project: 'Billing', hours: [71], budget: 90, bands: [80, 160]},
];

export default function Demo() {
  return (
    <Bullet
      data={data}
      xField="project"
      measureField="hours"
      rangeField="bands"
      targetField="budget"
      color={{range: ['#F5F5F5', '#E8E8E8'], measure: '#9270CA', target: '#FA8C16'}}
      size={{measure: 22, target: 30}}
      label={{
        measure: {position: 'middle', style: {fill: '#fff', fontSize: 11}},
        target: {
          content: (d) => `budget ${d.budget} h`,
          offsetY: -20,
          style: {fill: '#D46B08', fontSize: 11, textAlign: 'center'},
        },
        range: false,
      }}
      yAxis={{title: {text: 'Hours this month'}}}
      xAxis={{line: null}}
      meta={{hours: {alias: 'Hours'}, budget: {alias: 'Budget'}}}
      legend={false}
    />
  );
}
