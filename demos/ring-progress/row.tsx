/**
 * title: Row of ring progress charts
 * description: Three yearly goals of a running club side by side (distance 72%, races 40%, new members 91%), each as a small ring with its own colour and the percentage in its centre.
 * keywords: ring progress, small multiples, dashboard, goals, statistic, percent
 * topics: stacking, dashboards
 * order: 2
 * height: 170
 */
import React from 'react';
import {RingProgress} from '@ant-design/plots';

const goals = [
  {name: 'Distance', percent: 72, color: '#5B8FF9'},
  {name: 'Races', percent: 40, color: '#FAAD14'},
  {name: 'New members', percent: 91, color: '#30BF78'},
];

export default function Demo() {
  return (
    <div style={{display: 'flex', justifyContent: 'space-around', flexWrap: 'wrap'}}>
      {goals.map(({name, percent, color}) => (
        <div key={name} style={{width: 160}}>
          <RingProgress
            height={160}
            width={160}
            autoFit={false}
            percent={percent / 100}
            innerRadius={0.78}
            color={[color, '#E8EDF3']}
            statistic={{
              title: {content: name, style: {fontSize: '12px', color: '#8c8c8c'}, offsetY: -6},
              content: {formatter: () => `${percent}%`, style: {fontSize: '20px', color: 'inherit'}},
            }}
          />
        </div>
      ))}
    </div>
  );
}
