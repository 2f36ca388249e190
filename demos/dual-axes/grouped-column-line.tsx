/**
 * title: Grouped columns with a line
 * description: Quarterly revenue of two sales teams as side-by-side columns (`isGroup` with `seriesField`) on the left axis, and the company's customer count as a line on the right axis.
 * keywords: dual axes, grouped column, isGroup, seriesField, line, revenue, customers
 * topics: stacking
 * order: 4
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const revenue = [
  {quarter: 'Q1 2023', team: 'Direct sales', revenue: 312},
  {quarter: 'Q1 2023', team: 'Partners', revenue: 188},
  {quarter: 'Q2 2023', team: 'Direct sales', revenue: 345},
  {quarter: 'Q2 2023', team: 'Partners', revenue: 214},
  {quarter: 'Q3 2023', team: 'Direct sales', revenue: 331},
  {quarter: 'Q3 2023', team: 'Partners', revenue: 243},
  {quarter: 'Q4 2023', team: 'Direct sales', revenue: 398},
  {quarter: 'Q4 2023', team: 'Partners', revenue: 276},
  {quarter: 'Q1 2024', team: 'Direct sales', revenue: 367},
  {quarter: 'Q1 2024', team: 'Partners', revenue: 291},
  {quarter: 'Q2 2024', team: 'Direct sales', revenue: 412},
  {quarter: 'Q2 2024', team: 'Partners', revenue: 322},
];

const customers = [
  {quarter: 'Q1 2023', customers: 1240},
  {quarter: 'Q2 2023', customers: 1385},
  {quarter: 'Q3 2023', customers: 1462},
  {quarter: 'Q4 2023', customers: 1610},
  {quarter: 'Q1 2024', customers: 1702},
  {quarter: 'Q2 2024', customers: 1868},
];

export default function Demo() {
  return (
    <DualAxes
      data={[revenue, customers]}
      xField="quarter"
      yField={['revenue', 'customers']}
      meta={{revenue: {alias: 'Revenue (k$)'}, customers: {alias: 'Customers'}}}
      geometryOptions={[
        {geometry: 'column', isGroup: true, seriesField: 'team', columnWidthRatio: 0.6},
        {geometry: 'line', color: '#F6BD16', lineStyle: {lineWidth: 3}, point: {size: 4}},
      ]}
      legend={{position: 'top'}}
    />
  );
}
