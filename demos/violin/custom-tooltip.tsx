/**
 * title: Violin with a custom tooltip
 * description: Ages of visitors to four museums, with an HTML tooltip written with customContent that turns the statistics the violin computes (minimum, quartiles, median, maximum) into a short readable summary.
 * keywords: tooltip, customContent, html, median, quartiles, statistics
 * topics: tooltip, data-shape
 * order: 4
 */
import React from 'react';
import {Violin} from '@ant-design/plots';

const ages: Record<string, number[]> = {
  Science: [6, 7, 8, 9, 9, 10, 11, 12, 14, 35, 36, 38, 39, 41, 42, 44, 45, 67],
  'Modern art': [19, 22, 24, 25, 26, 27, 28, 29, 30, 31, 33, 35, 38, 41, 45, 52, 58, 63],
  History: [11, 14, 28, 39, 45, 49, 52, 55, 57, 59, 61, 63, 65, 67, 69, 72, 75, 81],
  Railway: [5, 6, 7, 8, 9, 34, 37, 39, 41, 43, 55, 62, 66, 68, 70, 71, 74, 78],
};

const data = Object.entries(ages).flatMap(([museum, values]) => values.map((age) => ({museum, age})));

// The statistics the violin adds to each tooltip item.
type Stats = {low: number; q1: number; median: number; q3: number; high: number};

export default function Demo() {
  return (
    <Violin
      data={data}
      xField="museum"
      yField="age"
      xAxis={{title: {text: 'Museum'}}}
      yAxis={{title: {text: 'Visitor age'}}}
      // Keep the density estimate between ages 0 and 90.
      kde={{type: 'triangular', min: 0, max: 90, sampleSize: 64, width: 8}}
      tooltip={{
        customContent: (title: string, items: {data: Stats}[]) => {
          const s = items?.[0]?.data;
          if (!s) return '';
          return `<div style="padding: 10px 4px; max-width: 220px; line-height: 1.6">
              <div style="font-weight: 600; margin-bottom: 4px">${title} museum</div>
              Half of the visitors are between <b>${s.q1}</b> and <b>${s.q3}</b> years old,
              with a median of <b>${s.median}</b>. The youngest is ${s.low}, the oldest ${s.high}.
            </div>`;
        },
      }}
    />
  );
}
