/**
 * title: Column with labels inside the columns
 * description: New wind capacity a utility installed each year from 2017 to 2024, in megawatts; `label` at `position: 'middle'` writes each value in white inside its column, turned upright by `label.rotate`.
 * keywords: label, position, middle, inside, rotate, label style
 * topics: label, colors
 * order: 25
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {year: '2017', mw: 420},
  {year: '2018', mw: 515},
  {year: '2019', mw: 610},
  {year: '2020', mw: 560},
  {year: '2021', mw: 745},
  {year: '2022', mw: 880},
  {year: '2023', mw: 1015},
  {year: '2024', mw: 1190},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="year"
      yField="mw"
      meta={{mw: {alias: 'New capacity (MW)'}}}
      label={{
        // 'top' | 'middle' | 'bottom'
        position: 'middle',
        rotate: -Math.PI / 2,
        content: (d) => `${d.mw} MW`,
        style: {fill: '#fff', fontSize: 13, fontWeight: 600},
      }}
      yAxis={{title: {text: 'New capacity (MW)'}}}
    />
  );
}
