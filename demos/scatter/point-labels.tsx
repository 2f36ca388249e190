/**
 * title: Scatter with point labels
 * description: Average monthly rent of a one-bedroom flat against average net salary in 12 European cities, each point labelled with its city name.
 * keywords: label, text, point labels, names, cities, cost of living
 * topics: label
 * order: 7
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const data = [
  {city: 'Zurich', salary: 6400, rent: 2150},
  {city: 'London', salary: 3300, rent: 2300},
  {city: 'Paris', salary: 2900, rent: 1450},
  {city: 'Amsterdam', salary: 3400, rent: 1900},
  {city: 'Berlin', salary: 2900, rent: 1250},
  {city: 'Madrid', salary: 2100, rent: 1150},
  {city: 'Lisbon', salary: 1400, rent: 1100},
  {city: 'Warsaw', salary: 1700, rent: 850},
  {city: 'Prague', salary: 1800, rent: 900},
  {city: 'Vienna', salary: 2800, rent: 950},
  {city: 'Stockholm', salary: 3100, rent: 1350},
  {city: 'Athens', salary: 1100, rent: 550},
];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="salary"
      yField="rent"
      size={6}
      shape="circle"
      pointStyle={{fill: '#5AD8A6', stroke: '#2E9E73'}}
      label={{
        formatter: (d) => d.city,
        offsetY: -10,
        style: {fontSize: 12},
      }}
      xAxis={{title: {text: 'Average net salary (EUR per month)'}, min: 1000, max: 7000}}
      yAxis={{title: {text: 'Rent, one-bedroom flat (EUR per month)'}, min: 400, max: 2600}}
      tooltip={{fields: ['city', 'salary', 'rent']}}
      meta={{
        city: {alias: 'City'},
        salary: {alias: 'Net salary (EUR)'},
        rent: {alias: 'Rent (EUR)'},
      }}
    />
  );
}
