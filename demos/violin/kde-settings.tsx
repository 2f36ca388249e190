/**
 * title: Violin with a tuned density estimate
 * description: The same tram waiting times drawn twice with the kde option: on the left a narrow kernel (width 2) that follows every bump of the data, on the right a wide kernel (width 10) that smooths them away, both estimated between 0 and 20 minutes.
 * keywords: kde, kernel density, bandwidth, width, sampleSize, smoothing
 * topics: data-shape
 * order: 5
 */
import React from 'react';
import {Violin} from '@ant-design/plots';

// Minutes waited at a stop served every 6 minutes, with a few missed trams.
const waits = [
  0.5, 1, 1.2, 1.5, 2, 2.2, 2.5, 3, 3, 3.4, 3.8, 4, 4.5, 5, 5.2, 5.6, 6.5, 7, 7.4, 8, 8.5, 9, 9.5, 10, 10.5, 11.2, 12.5,
  14, 16,
];

export default function Demo() {
  const common = {
    data: waits.map((minutes) => ({stop: 'Main Street', minutes})),
    xField: 'stop',
    yField: 'minutes',
    yAxis: {title: {text: 'Waiting time (minutes)'}, min: 0, max: 20},
    meta: {minutes: {alias: 'Minutes'}},
    legend: false as const,
  };
  return (
    <div style={{display: 'flex', height: '100%'}}>
      <div style={{flex: 1}}>
        <Violin {...common} kde={{type: 'triangular', min: 0, max: 20, sampleSize: 80, width: 2}} />
      </div>
      <div style={{flex: 1}}>
        <Violin {...common} color="#5AD8A6" kde={{type: 'triangular', min: 0, max: 20, sampleSize: 80, width: 10}} />
      </div>
    </div>
  );
}
