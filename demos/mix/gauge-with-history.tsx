/**
 * title: Gauge with its recent history
 * description: A server's current CPU load of 68 % as a gauge on the left, next to an area chart of its load every five minutes over the last hour.
 * keywords: mix, plots, gauge, area, monitoring, CPU, dashboard
 * topics: dashboards
 * order: 6
 * height: 320
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

const load = [41, 44, 39, 47, 52, 58, 55, 61, 66, 63, 70, 72, 68];
const history = load.map((cpu, i) => ({time: i === 12 ? 'now' : `-${(12 - i) * 5} min`, cpu}));

export default function Demo() {
  return (
    <Mix
      plots={[
        {
          type: 'gauge',
          region: {start: {x: 0, y: 0}, end: {x: 0.34, y: 1}},
          options: {
            percent: 0.68,
            range: {ticks: [0, 0.6, 0.85, 1], color: ['#30BF78', '#FAAD14', '#F4664A']},
            indicator: {pointer: {style: {stroke: '#8C8C8C'}}, pin: {style: {stroke: '#8C8C8C'}}},
            axis: {label: {formatter: (v: string) => `${Number(v) * 100}`}, subTickLine: {count: 3}},
            statistic: {
              title: false,
              content: {formatter: () => 'CPU 68 %', offsetY: 28, style: {fontSize: '20px', color: 'inherit'}},
            },
          },
        },
        {
          type: 'area',
          region: {start: {x: 0.38, y: 0.05}, end: {x: 1, y: 1}},
          options: {
            data: history,
            xField: 'time',
            yField: 'cpu',
            color: '#FAAD14',
            smooth: true,
            meta: {cpu: {alias: 'CPU load (%)', min: 0, max: 100}, time: {range: [0, 1]}},
            xAxis: {tickCount: 5},
            annotations: [
              {
                type: 'line',
                start: ['min', 85],
                end: ['max', 85],
                style: {stroke: '#F4664A', lineDash: [4, 4]},
                text: {content: 'Alert at 85 %', position: 'start', offsetY: -6, style: {fill: '#F4664A'}},
              },
            ],
          },
        },
      ]}
    />
  );
}
