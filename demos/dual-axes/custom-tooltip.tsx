/**
 * title: Custom tooltip with both values and their ratio
 * description: Monthly ad spend as columns and the revenue it brought as a line over six months; `tooltip.customContent` returns a React element listing both values and the return on ad spend worked out from them.
 * keywords: dual axes, tooltip, customContent, React tooltip, ROAS, ad spend
 * topics: tooltip
 * order: 20
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const data = [
  {month: 'Jan', spend: 12.0, revenue: 41.5},
  {month: 'Feb', spend: 10.5, revenue: 38.2},
  {month: 'Mar', spend: 14.2, revenue: 52.8},
  {month: 'Apr', spend: 15.8, revenue: 49.1},
  {month: 'May', spend: 18.1, revenue: 63.4},
  {month: 'Jun', spend: 16.4, revenue: 60.0},
];

interface TooltipItem {
  name: string;
  value: string;
  color: string;
  data: {spend: number; revenue: number};
}

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="month"
      yField={['spend', 'revenue']}
      meta={{spend: {alias: 'Ad spend (k$)'}, revenue: {alias: 'Revenue (k$)'}}}
      yAxis={{spend: {min: 0, max: 20}, revenue: {min: 0, max: 80}}}
      geometryOptions={[
        {geometry: 'column', color: '#FF99C3', columnWidthRatio: 0.5},
        {geometry: 'line', color: '#6DC8EC', lineStyle: {lineWidth: 3}, point: {size: 4}},
      ]}
      legend={{position: 'top'}}
      tooltip={{
        customContent: (title: string, items: TooltipItem[]) => {
          if (!items?.length) return null;
          const {spend, revenue} = items[0].data;
          return (
            <div style={{padding: '8px 4px', lineHeight: 1.7}}>
              <strong>{title}</strong>
              {items.map((item) => (
                <div key={item.name}>
                  <span style={{color: item.color}}>●</span> {item.name}: {item.value}
                </div>
              ))}
              <div style={{borderTop: '1px solid #ddd', marginTop: 4}}>
                Return on ad spend: <strong>{(revenue / spend).toFixed(1)}×</strong>
              </div>
            </div>
          );
        },
      }}
    />
  );
}
