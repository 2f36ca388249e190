/**
 * title: Gauge with a rating in the centre
 * description: A credit score of 720 on a 300-850 gauge with five coloured bands set by `range.ticks`; `statistic.title` names the band the score falls in ("Good") in that band's colour.
 * keywords: gauge, statistic, formatter, rating, grade, bands, credit score
 * topics: label
 * order: 9
 * height: 320
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

const min = 300;
const max = 850;
const score = 720;
const toPercent = (value: number) => (value - min) / (max - min);

const bands = [
  {name: 'Poor', from: 300, color: '#E8684A'},
  {name: 'Fair', from: 580, color: '#D9730D'},
  {name: 'Good', from: 670, color: '#B8860B'},
  {name: 'Very good', from: 740, color: '#5E8C31'},
  {name: 'Exceptional', from: 800, color: '#2F9E44'},
];
const bandOf = (value: number) => [...bands].reverse().find((band) => value >= band.from) ?? bands[0];

export default function Demo() {
  return (
    <Gauge
      percent={toPercent(score)}
      innerRadius={0.82}
      range={{ticks: [...bands.map((band) => toPercent(band.from)), 1], color: bands.map((band) => band.color)}}
      indicator={{
        pointer: {style: {stroke: '#BFBFBF'}},
        pin: {style: {stroke: '#BFBFBF'}},
      }}
      axis={{
        tickInterval: 0.1,
        label: {formatter: (v: string) => `${Math.round(min + Number(v) * (max - min))}`},
        subTickLine: {count: 0},
      }}
      statistic={{
        title: {
          formatter: () => bandOf(score).name,
          offsetY: -36,
          style: {fontSize: '22px', fontWeight: 'bold', color: bandOf(score).color},
        },
        content: {formatter: () => `${score}`, offsetY: -6, style: {fontSize: '16px', color: '#8c8c8c'}},
      }}
    />
  );
}
