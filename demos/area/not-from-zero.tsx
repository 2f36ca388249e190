/**
 * title: Area that does not start at zero
 * description: Resting heart rate of a runner each week over twelve weeks (52 to 61 bpm); `meta` runs the y-axis from 48 to 64 instead of from zero, and the area fills down to the axis's bottom so small changes show.
 * keywords: y-axis min, meta, baseline, area baseline, small changes
 * topics: axis
 * order: 9
 */
import React from 'react';
import {Area} from '@ant-design/plots';

const bpm = [61, 60, 60, 58, 59, 57, 56, 56, 55, 54, 53, 52];
const data = bpm.map((value, i) => ({week: `Week ${i + 1}`, bpm: value}));

export default function Demo() {
  return (
    <Area
      data={data}
      xField="week"
      yField="bpm"
      meta={{bpm: {alias: 'Resting heart rate (bpm)', min: 48, max: 64}}}
      yAxis={{title: {text: 'Resting heart rate (bpm)'}}}
      xAxis={{label: {autoRotate: true}}}
      point={{size: 3}}
    />
  );
}
