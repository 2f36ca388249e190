/**
 * title: KPI tiles above a main chart
 * description: A store's week at a glance: a tiny line of daily orders, tiny columns of daily returns and a ring showing 72 % of the weekly target reached, placed by `region` above a column chart of revenue per day.
 * keywords: mix, plots, tiny-line, tiny-column, ring-progress, dashboard, KPI, region
 * topics: dashboards
 * order: 4
 * height: 480
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const orders = [184, 172, 195, 210, 248, 302, 266];
const returns = [9, 7, 12, 8, 11, 15, 10];
const revenue = [9.8, 9.1, 10.4, 11.2, 13.5, 16.9, 14.6];

// Tiny plots take a plain array of numbers, which Mix's typings do not describe.
const tinyData = (values: number[]): object => ({data: values});

export default function Demo() {
  return (
    <Mix
      tooltip={false}
      plots={[
        {
          type: 'tiny-line',
          region: {start: {x: 0, y: 0.09}, end: {x: 0.3, y: 0.24}},
          options: {
            ...tinyData(orders),
            smooth: true,
            color: '#5B8FF9',
            annotations: [
              {type: 'text', position: ['0%', '0%'], content: 'Orders: 1,577', offsetY: -14, style: {fontSize: 13}},
            ],
          },
        },
        {
          type: 'tiny-column',
          region: {start: {x: 0.36, y: 0.09}, end: {x: 0.66, y: 0.24}},
          options: {
            ...tinyData(returns),
            color: '#E86452',
            annotations: [
              {type: 'text', position: ['0%', '0%'], content: 'Returns: 72', offsetY: -14, style: {fontSize: 13}},
            ],
          },
        },
        {
          type: 'ring-progress',
          region: {start: {x: 0.72, y: 0}, end: {x: 1, y: 0.24}},
          options: {
            percent: 0.72,
            color: ['#30BF78', '#E8EDF3'],
            innerRadius: 0.75,
            statistic: {
              title: {content: 'Target', style: {fontSize: '11px'}},
              content: {formatter: () => '72 %', style: {fontSize: '15px'}},
            },
          },
        },
        {
          type: 'column',
          region: {start: {x: 0, y: 0.32}, end: {x: 1, y: 1}},
          options: {
            data: days.map((day, i) => ({day, revenue: revenue[i]})),
            xField: 'day',
            yField: 'revenue',
            columnWidthRatio: 0.5,
            label: {position: 'top'},
            meta: {revenue: {alias: 'Revenue (k$)'}},
            yAxis: {title: {text: 'Revenue (k$)'}},
          },
        },
      ]}
    />
  );
}
