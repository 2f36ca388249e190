/**
 * title: Tooltip with the gap between both sides
 * description: Median hourly pay of women and men in seven occupations; the shared tooltip is rebuilt with `customContent` to list both values and the pay gap in percent.
 * keywords: bidirectional, tooltip, customContent, shared, pay gap, comparison
 * topics: tooltip
 * order: 8
 */
import React from 'react';
import {BidirectionalBar} from '@ant-design/plots';

const data = [
  {job: 'Nurse', women: 24.1, men: 25.3},
  {job: 'Teacher', women: 26.8, men: 28.9},
  {job: 'Software developer', women: 38.4, men: 42.7},
  {job: 'Accountant', women: 29.6, men: 34.1},
  {job: 'Pharmacist', women: 36.2, men: 37.0},
  {job: 'Chef', women: 15.9, men: 17.4},
  {job: 'Electrician', women: 22.7, men: 23.5},
];

interface Item {
  data: {job: string; women?: number; men?: number};
}

export default function Demo() {
  return (
    <BidirectionalBar
      data={data}
      xField="job"
      yField={['women', 'men']}
      meta={{women: {alias: 'Women ($/h)'}, men: {alias: 'Men ($/h)'}}}
      xAxis={{position: 'bottom'}}
      yAxis={{women: {min: 0, max: 50}, men: {min: 0, max: 50}}}
      color={['#F6BD16', '#5D7092']}
      legend={{position: 'top'}}
      tooltip={{
        shared: true,
        showMarkers: false,
        customContent: (title: string, items: Item[]) => {
          const row = data.find((d) => d.job === title);
          if (!row || !items?.length) return null;
          const gap = ((row.men - row.women) / row.men) * 100;
          return (
            <div style={{padding: '8px 4px', lineHeight: 1.7}}>
              <strong>{title}</strong>
              <div>Women: ${row.women.toFixed(2)} per hour</div>
              <div>Men: ${row.men.toFixed(2)} per hour</div>
              <div style={{borderTop: '1px solid #ddd', marginTop: 4}}>Pay gap: {gap.toFixed(1)} %</div>
            </div>
          );
        },
      }}
    />
  );
}
