/**
 * title: Radar comparing four series
 * description: Four e-bikes scored 0-100 on range, speed, weight, comfort, price and charging time, drawn by `seriesField` as four outlines with points so they can be told apart where they cross.
 * keywords: radar, multiple series, seriesField, comparison, products, legend
 * topics: legend
 * order: 5
 */
import React from 'react';
import {Radar} from '@ant-design/plots';

const criteria = ['Range', 'Speed', 'Weight', 'Comfort', 'Price', 'Charging'];
const scores: Record<string, number[]> = {
  'City Glide': [62, 55, 80, 74, 85, 70],
  'Trail Max': [88, 78, 40, 66, 45, 52],
  'Fold Lite': [45, 50, 95, 58, 78, 82],
  'Cargo Pro': [75, 48, 25, 88, 50, 60],
};

const data = Object.entries(scores).flatMap(([bike, values]) =>
  values.map((score, i) => ({criterion: criteria[i], bike, score})),
);

export default function Demo() {
  return (
    <Radar
      data={data}
      xField="criterion"
      yField="score"
      seriesField="bike"
      meta={{score: {min: 0, max: 100, alias: 'Score'}}}
      lineStyle={{lineWidth: 2}}
      point={{size: 3}}
      xAxis={{line: null, tickLine: null}}
      yAxis={{line: null, tickLine: null, label: false}}
      legend={{position: 'bottom'}}
    />
  );
}
