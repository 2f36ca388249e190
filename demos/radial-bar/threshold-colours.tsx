/**
 * title: Radial bar coloured by a threshold
 * description: Share of support tickets each of six teams closed within the agreed time last month; `colorField` on a status worked out from a 90% target colours the bars green when met and red when missed, with a legend for the two statuses.
 * keywords: radial bar, colorField, color, threshold, status, SLA, legend
 * topics: colors, shapes
 * order: 2
 */
import React from 'react';
import {RadialBar} from '@ant-design/plots';

const target = 90;
const results = [
  {team: 'Billing', onTime: 96},
  {team: 'Accounts', onTime: 88},
  {team: 'Hardware', onTime: 74},
  {team: 'Shipping', onTime: 91},
  {team: 'Returns', onTime: 67},
  {team: 'Web shop', onTime: 99},
];
const data = results.map((row) => ({...row, status: row.onTime >= target ? 'Target met' : 'Target missed'}));

export default function Demo() {
  return (
    <RadialBar
      data={data}
      xField="team"
      yField="onTime"
      colorField="status"
      color={({status}) => (status === 'Target met' ? '#30BF78' : '#F4664A')}
      maxAngle={270}
      radius={0.9}
      innerRadius={0.25}
      barBackground={{}}
      barStyle={{lineCap: 'round'}}
      meta={{onTime: {alias: 'Closed on time (%)'}}}
      legend={{position: 'bottom'}}
      tooltip={{formatter: (d) => ({name: d.team, value: `${d.onTime}%`})}}
    />
  );
}
