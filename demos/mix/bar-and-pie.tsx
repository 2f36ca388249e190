/**
 * title: Bar and donut side by side
 * description: A company's 55 open positions by department as a bar chart on the left and by seniority as a donut on the right: two entries of `plots`, each placed in its own `region` of one canvas.
 * keywords: mix, plots, bar, pie, donut, region, side by side, hiring
 * topics: dashboards
 * order: 5
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

const departments = [
  {department: 'Engineering', openings: 24},
  {department: 'Sales', openings: 13},
  {department: 'Customer success', openings: 9},
  {department: 'Marketing', openings: 6},
  {department: 'Finance', openings: 3},
];

const seniority = [
  {level: 'Junior', openings: 17},
  {level: 'Mid-level', openings: 22},
  {level: 'Senior', openings: 12},
  {level: 'Lead', openings: 4},
];

export default function Demo() {
  return (
    <Mix
      plots={[
        {
          type: 'bar',
          region: {start: {x: 0, y: 0.05}, end: {x: 0.52, y: 1}},
          options: {
            data: departments,
            xField: 'openings',
            yField: 'department',
            color: '#5B8FF9',
            barWidthRatio: 0.55,
            label: {position: 'right'},
            meta: {openings: {alias: 'Open positions'}},
            xAxis: {grid: null, label: null},
            tooltip: {showMarkers: false},
          },
        },
        {
          type: 'pie',
          region: {start: {x: 0.56, y: 0}, end: {x: 1, y: 1}},
          options: {
            data: seniority,
            angleField: 'openings',
            colorField: 'level',
            radius: 0.7,
            innerRadius: 0.6,
            label: {type: 'spider', content: '{name}\n{value}', style: {fontSize: 11}},
            legend: false,
            statistic: {
              title: {content: 'Open', style: {fontSize: '13px'}},
              content: {content: '55', style: {fontSize: '22px', color: 'inherit'}},
            },
            meta: {openings: {alias: 'Open positions'}},
            tooltip: {showMarkers: false},
          },
        },
      ]}
    />
  );
}
