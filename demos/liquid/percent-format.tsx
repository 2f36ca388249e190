/**
 * title: Liquid with a formatted percentage
 * description: Replies received to a staff survey (1,811 of 2,500 staff, 72.4%), with the statistic's formatter writing the percentage with one decimal and the title giving the raw counts.
 * keywords: statistic, formatter, percent, decimals, survey, response rate
 * topics: label, stacking
 * order: 7
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';

const replies = 1811;
const staff = 2500; // 1811 / 2500 = 72.4%

export default function Demo() {
  return (
    <Liquid
      percent={replies / staff}
      statistic={{
        title: {
          formatter: () => `${replies.toLocaleString('en-US')} of ${staff.toLocaleString('en-US')} replied`,
          style: {fontSize: '14px'},
        },
        content: {
          formatter: (datum) => `${((datum?.percent ?? 0) * 100).toFixed(1)}%`,
          style: {fontSize: '32px', fontWeight: 'bold'},
        },
      }}
    />
  );
}
