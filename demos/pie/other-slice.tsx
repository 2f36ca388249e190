/**
 * title: Pie that groups small slices into Other
 * description: Visits to a website by country; the countries under 3% of all visits are summed into one "Other" slice before drawing, so the pie keeps six readable slices instead of eleven.
 * keywords: pie, other, group small slices, threshold, data transform, traffic
 * topics: data-shape
 * order: 6
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const visits = [
  {country: 'United States', visits: 41200},
  {country: 'Germany', visits: 12800},
  {country: 'India', visits: 11300},
  {country: 'United Kingdom', visits: 9600},
  {country: 'Brazil', visits: 5400},
  {country: 'Japan', visits: 2100},
  {country: 'Canada', visits: 1900},
  {country: 'Spain', visits: 1500},
  {country: 'Poland', visits: 1200},
  {country: 'Mexico', visits: 900},
  {country: 'Kenya', visits: 600},
];

const threshold = 0.03;
const total = visits.reduce((sum, row) => sum + row.visits, 0);
const major = visits.filter((row) => row.visits / total >= threshold);
const otherVisits = total - major.reduce((sum, row) => sum + row.visits, 0);
const data = [...major, {country: 'Other', visits: otherVisits}];

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="visits"
      colorField="country"
      radius={0.8}
      label={{type: 'outer', content: '{name} {percentage}'}}
      meta={{visits: {alias: 'Visits', formatter: (v: number) => v.toLocaleString('en-US')}}}
    />
  );
}
