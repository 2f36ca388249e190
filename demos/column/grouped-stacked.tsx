/**
 * title: Grouped and stacked column
 * description: Unit sales of two regions per quarter, each region a column stacked from online and in-store sales; `groupField` with `isGroup` and `isStack` puts the North and South columns side by side.
 * keywords: grouped, stacked, isGroup, isStack, groupField, seriesField
 * topics: stacking
 * order: 5
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const rows = [
  {quarter: 'Q1', region: 'North', channel: 'Online', units: 320},
  {quarter: 'Q1', region: 'North', channel: 'In store', units: 540},
  {quarter: 'Q1', region: 'South', channel: 'Online', units: 410},
  {quarter: 'Q1', region: 'South', channel: 'In store', units: 380},
  {quarter: 'Q2', region: 'North', channel: 'Online', units: 360},
  {quarter: 'Q2', region: 'North', channel: 'In store', units: 500},
  {quarter: 'Q2', region: 'South', channel: 'Online', units: 450},
  {quarter: 'Q2', region: 'South', channel: 'In store', units: 350},
  {quarter: 'Q3', region: 'North', channel: 'Online', units: 420},
  {quarter: 'Q3', region: 'North', channel: 'In store', units: 470},
  {quarter: 'Q3', region: 'South', channel: 'Online', units: 520},
  {quarter: 'Q3', region: 'South', channel: 'In store', units: 330},
  {quarter: 'Q4', region: 'North', channel: 'Online', units: 510},
  {quarter: 'Q4', region: 'North', channel: 'In store', units: 620},
  {quarter: 'Q4', region: 'South', channel: 'Online', units: 640},
  {quarter: 'Q4', region: 'South', channel: 'In store', units: 410},
];

// One series per region and channel, so the legend tells the two columns of a quarter apart.
const data = rows.map((d) => ({...d, series: `${d.region} · ${d.channel}`}));

export default function Demo() {
  return (
    <Column
      data={data}
      xField="quarter"
      yField="units"
      seriesField="series"
      groupField="region"
      isGroup
      isStack
      color={['#1D5FD9', '#8FB5F9', '#1F9A62', '#8ADBB4']}
      legend={{position: 'top'}}
      meta={{units: {alias: 'Units sold'}}}
      yAxis={{title: {text: 'Units sold'}}}
    />
  );
}
