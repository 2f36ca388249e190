/**
 * title: Pie that sweeps in when it appears
 * description: Seats in a cinema by ticket type for one screening; `animation.appear` with `wave-in` sweeps the slices round the circle over 1,200 ms, and the Replay button remounts the chart to play it again.
 * keywords: pie, animation, appear, wave-in, duration, easing, replay
 * topics: animation
 * order: 16
 * height: 440
 */
import React, {useState} from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {ticket: 'Adult', seats: 112},
  {ticket: 'Student', seats: 46},
  {ticket: 'Child', seats: 38},
  {ticket: 'Senior', seats: 21},
  {ticket: 'Empty', seats: 33},
];

export default function Demo() {
  const [run, setRun] = useState(0);

  return (
    <div>
      <button type="button" onClick={() => setRun((n) => n + 1)} style={{marginBottom: 8}}>
        Replay
      </button>
      <Pie
        key={run}
        height={400}
        data={data}
        angleField="seats"
        colorField="ticket"
        radius={0.8}
        label={{type: 'outer', content: '{name} {value}'}}
        meta={{seats: {alias: 'Seats'}}}
        animation={{appear: {animation: 'wave-in', duration: 1200, easing: 'easeCubicOut'}}}
      />
    </div>
  );
}
