/**
 * title: Bullet with a custom tooltip
 * description: Monthly website sign-ups of three products against their targets; an HTML tooltip written with `customContent` shows the sign-ups, the target, the share of the target reached and the band the result falls in.
 * keywords: tooltip, customContent, html, percent of target, sign-ups, bands
 * topics: tooltip, stacking
 * order: 7
 * height: 300
 */
import React from 'react';
import {Bullet} from '@ant-design/plots';

const bandNames = ['Poor', 'Fair', 'Good'];
const data = [
  {product: 'Notes app', signups: [1840], target: 2000, bands: [1000, 1600, 2400]},
  {product: 'Calendar', signups: [2210], target: 1900, bands: [1000, 1600, 2400]},
  {product: 'Mail', signups: [1320], target: 1700, bands: [1000, 1600, 2400]},
];

export default function Demo() {
  return (
    <Bullet
      data={data}
      xField="product"
      measureField="signups"
      rangeField="bands"
      targetField="target"
      color={{range: ['#FFE7E6', '#FFF4D6', '#E6F7E9'], measure: '#5B8FF9', target: '#262626'}}
      yAxis={{title: {text: 'Sign-ups this month'}}}
      xAxis={{line: null}}
      legend={false}
      tooltip={{
        // The title is the product: the card reads the whole row from the data.
        customContent: (title: string, items: unknown[]) => {
          if (!items?.length) return '<div></div>';
          const row = data.find((d) => d.product === title);
          if (!row) return '<div></div>';
          const signups = row.signups[0];
          const share = (signups / row.target) * 100;
          const band = bandNames[row.bands.findIndex((limit) => signups <= limit)] ?? 'Above all bands';
          return `<div style="padding: 10px 4px; min-width: 170px; line-height: 1.7">
              <div style="font-weight: 600">${row.product}</div>
              <div>Sign-ups: <b>${signups.toLocaleString('en-US')}</b></div>
              <div>Target: <b>${row.target.toLocaleString('en-US')}</b></div>
              <div>Reached: <b style="color: ${share >= 100 ? '#389E0D' : '#D4380D'}">${share.toFixed(0)} %</b></div>
              <div>Band: <b>${band}</b></div>
            </div>`;
        },
      }}
    />
  );
}
