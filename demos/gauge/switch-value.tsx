/**
 * title: Gauge updated from buttons
 * description: Buttons pick one of four warehouses and the gauge moves its needle to that warehouse's shelf occupancy (from 47% to 93%), by passing a new `percent` from React state.
 * keywords: gauge, data update, percent, useState, buttons, occupancy
 * topics: data-update, stacking
 * order: 15
 * height: 340
 */
import React, {useState} from 'react';
import {Gauge} from '@ant-design/plots';

const warehouses = [
  {name: 'Leeds', occupancy: 0.47},
  {name: 'Lyon', occupancy: 0.68},
  {name: 'Porto', occupancy: 0.81},
  {name: 'Turin', occupancy: 0.93},
];

export default function Demo() {
  const [current, setCurrent] = useState(warehouses[0]);

  return (
    <div>
      <div style={{display: 'flex', gap: 8, justifyContent: 'center', marginBottom: 8}}>
        {warehouses.map((warehouse) => (
          <button
            key={warehouse.name}
            type="button"
            aria-pressed={warehouse.name === current.name}
            onClick={() => setCurrent(warehouse)}
            style={{fontWeight: warehouse.name === current.name ? 700 : 400}}
          >
            {warehouse.name}
          </button>
        ))}
      </div>
      <Gauge
        height={300}
        percent={current.occupancy}
        range={{ticks: [0, 0.75, 0.9, 1], color: ['#5B8FF9', '#F6BD16', '#E8684A']}}
        indicator={{
          pointer: {style: {stroke: '#BFBFBF'}},
          pin: {style: {stroke: '#BFBFBF'}},
        }}
        axis={{label: {formatter: (v: string) => `${Math.round(Number(v) * 100)}%`}, subTickLine: {count: 3}}}
        statistic={{
          title: {content: `${current.name} shelves`, offsetY: -50, style: {fontSize: '14px', color: '#8c8c8c'}},
          content: {
            formatter: (datum) => `${Math.round((datum?.percent ?? 0) * 100)}%`,
            offsetY: -12,
            style: {fontSize: '28px', color: 'inherit'},
          },
        }}
      />
    </div>
  );
}
