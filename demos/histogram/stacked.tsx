/**
 * title: Stacked histogram
 * description: Commute times of 48 employees in minutes, in 10-minute bins, with `stackField` splitting each bin by how they travel (car, public transport or bike).
 * keywords: histogram, stackField, stacked, groups, distribution, commute
 * topics: stacking
 * order: 3
 */
import React from 'react';
import {Histogram} from '@ant-design/plots';

const commutes: Record<string, number[]> = {
  Car: [12, 18, 22, 25, 27, 31, 34, 36, 38, 41, 44, 47, 52, 58, 63, 71],
  'Public transport': [21, 26, 29, 33, 35, 37, 39, 42, 43, 45, 48, 51, 54, 57, 62, 66, 74, 82],
  Bike: [8, 11, 13, 14, 16, 17, 19, 21, 23, 24, 26, 29, 33, 38],
};

const data = Object.entries(commutes).flatMap(([mode, minutes]) => minutes.map((value) => ({mode, minutes: value})));

export default function Demo() {
  return (
    <Histogram
      data={data}
      binField="minutes"
      binWidth={10}
      stackField="mode"
      legend={{position: 'top'}}
      meta={{count: {alias: 'Employees'}, range: {alias: 'Commute (minutes)'}}}
      xAxis={{title: {text: 'Commute time (minutes)'}}}
      yAxis={{title: {text: 'Employees'}}}
      columnStyle={{stroke: '#fff', lineWidth: 1}}
    />
  );
}
