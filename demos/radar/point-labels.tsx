/**
 * title: Radar with a value at every point
 * description: A football player's season statistics as percentiles against other players in his position, with each percentile written next to its point by the label option.
 * keywords: radar, label, point, values, percentile, sports
 * topics: label
 * order: 8
 */
import React from 'react';
import {Radar} from '@ant-design/plots';

const data = [
  {stat: 'Goals', percentile: 91},
  {stat: 'Assists', percentile: 64},
  {stat: 'Shots', percentile: 86},
  {stat: 'Dribbles', percentile: 72},
  {stat: 'Passes', percentile: 48},
  {stat: 'Tackles', percentile: 22},
  {stat: 'Aerial duels', percentile: 57},
];

export default function Demo() {
  return (
    <Radar
      data={data}
      xField="stat"
      yField="percentile"
      meta={{percentile: {min: 0, max: 100, alias: 'Percentile'}}}
      color="#E8684A"
      area={{style: {fillOpacity: 0.15}}}
      point={{size: 3}}
      label={{
        offset: 10,
        autoRotate: false,
        style: {fontSize: 12, fontWeight: 600, fill: '#E8684A', stroke: '#fff', lineWidth: 3},
      }}
      xAxis={{line: null, tickLine: null, label: {offset: 18}}}
      yAxis={{line: null, tickLine: null, label: false}}
    />
  );
}
