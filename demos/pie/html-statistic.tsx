/**
 * title: Donut with custom HTML in the centre
 * description: An online shop's orders by delivery status; `statistic.content.customHtml` writes the centre as a small HTML block with the order count and how many are late.
 * keywords: donut, statistic, customHtml, html, centre, orders, delivery
 * topics: label
 * order: 8
 */
import React from 'react';
import {Pie} from '@ant-design/plots';

const data = [
  {status: 'Delivered', orders: 812},
  {status: 'In transit', orders: 264},
  {status: 'Processing', orders: 97},
  {status: 'Late', orders: 38},
];

const total = data.reduce((sum, row) => sum + row.orders, 0);
const late = data.find((row) => row.status === 'Late')?.orders ?? 0;

export default function Demo() {
  return (
    <Pie
      data={data}
      angleField="orders"
      colorField="status"
      color={['#5AD8A6', '#5B8FF9', '#F6BD16', '#E8684A']}
      radius={0.85}
      innerRadius={0.68}
      label={false}
      legend={{position: 'bottom'}}
      meta={{orders: {alias: 'Orders'}}}
      statistic={{
        title: false,
        content: {
          style: {fontWeight: 'normal', color: 'inherit'},
          customHtml: () => `<div style="text-align: center">
            <div style="font-size: 30px; line-height: 1.2">${total.toLocaleString('en-US')}</div>
            <div style="font-size: 13px; line-height: 1.6; color: #8c8c8c">orders this week</div>
            <div style="font-size: 13px; line-height: 1.6; color: #E8684A">${late} late</div>
          </div>`,
        },
      }}
    />
  );
}
