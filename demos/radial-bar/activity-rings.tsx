/**
 * title: Concentric progress rings
 * description: Today's progress on three fitness goals (moving 78%, exercise 55%, standing 92%) as rings where a full circle is 100%, with round ends over faint backgrounds, like a smartwatch's activity rings.
 * keywords: radial bar, progress, rings, activity, maxAngle, barBackground, lineCap, fitness
 * topics: shapes
 * order: 6
 */
import React from 'react';
import {RadialBar} from '@ant-design/plots';

const data = [
  {goal: 'Stand', progress: 0.92},
  {goal: 'Exercise', progress: 0.55},
  {goal: 'Move', progress: 0.78},
];

const colors: Record<string, string> = {Move: '#FA4F6C', Exercise: '#9BE15D', Stand: '#3CD6E6'};

export default function Demo() {
  return (
    <RadialBar
      data={data}
      xField="goal"
      yField="progress"
      colorField="goal"
      color={({goal}) => colors[goal]}
      // The longest bar gets maxAngle degrees; giving it 360 x its progress makes every ring out of 100%.
      maxAngle={360 * Math.max(...data.map((d) => d.progress))}
      radius={0.9}
      innerRadius={0.35}
      meta={{progress: {alias: 'Progress'}}}
      barBackground={{style: {fill: '#595959', fillOpacity: 0.12}}}
      barStyle={{lineCap: 'round'}}
      xAxis={false}
      legend={{position: 'right'}}
      tooltip={{formatter: (d) => ({name: d.goal, value: `${Math.round(d.progress * 100)}%`})}}
    />
  );
}
