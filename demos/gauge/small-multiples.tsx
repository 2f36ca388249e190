/**
 * title: Row of small gauges
 * description: Three compact gauges side by side for one server's CPU (34%), memory (71%) and disk (88%), each 200 px high with the same green, amber and red zones and no axis labels.
 * keywords: gauge, small multiples, dashboard, compact, KPI, flex
 * topics: dashboards
 * order: 11
 * height: 220
 */
import React from 'react';
import {Gauge} from '@ant-design/plots';

const metrics = [
  {name: 'CPU', value: 0.34},
  {name: 'Memory', value: 0.71},
  {name: 'Disk', value: 0.88},
];

export default function Demo() {
  return (
    <div style={{display: 'flex', gap: 16}}>
      {metrics.map((metric) => (
        <div key={metric.name} style={{flex: 1, minWidth: 0}}>
          <Gauge
            height={200}
            percent={metric.value}
            innerRadius={0.82}
            range={{ticks: [0, 0.6, 0.85, 1], color: ['#30BF78', '#FAAD14', '#F4664A']}}
            indicator={{
              pointer: {style: {stroke: '#BFBFBF', lineWidth: 3}},
              pin: {style: {stroke: '#BFBFBF', r: 6, lineWidth: 3}},
            }}
            axis={{label: null, tickLine: null, subTickLine: null}}
            statistic={{
              title: {content: metric.name, offsetY: -18, style: {fontSize: '13px', color: '#8c8c8c'}},
              content: {
                formatter: () => `${Math.round(metric.value * 100)}%`,
                offsetY: 9,
                style: {fontSize: '18px', color: 'inherit'},
              },
            }}
          />
        </div>
      ))}
    </div>
  );
}
