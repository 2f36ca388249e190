/**
 * title: Two lines on two axes
 * description: Weekly sessions of a website on the left axis and its bounce rate, dashed, on the right axis over twelve weeks: two `line` entries in `geometryOptions` sharing the week axis.
 * keywords: dual axes, line, two scales, bounce rate, traffic
 * topics: axis
 * order: 2
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const sessions = [12800, 13450, 14020, 13870, 15210, 16630, 17120, 16840, 18350, 19020, 19740, 20510];
const bounce = [58.2, 57.4, 56.1, 56.8, 54.3, 52.0, 51.6, 52.4, 49.8, 48.7, 47.9, 47.1];

const data = sessions.map((value, i) => ({week: `W${i + 1}`, sessions: value, bounceRate: bounce[i]}));

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="week"
      yField={['sessions', 'bounceRate']}
      meta={{sessions: {alias: 'Sessions'}, bounceRate: {alias: 'Bounce rate (%)'}}}
      geometryOptions={[
        {geometry: 'line', color: '#5B8FF9', point: {size: 3}},
        {geometry: 'line', color: '#E8684A', lineStyle: {lineDash: [4, 4]}},
      ]}
      legend={{position: 'top'}}
    />
  );
}
