/**
 * title: Stacked column linking a series on hover
 * description: Monthly cloud spending of a start-up from January to June, stacked by compute, storage and network; with `connectedArea`, hovering a segment draws bands joining that service's segments from one month to the next.
 * keywords: connectedArea, stacked, isStack, hover, link, bands
 * topics: stacking
 * order: 16
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const spending: Record<string, number[]> = {
  Compute: [8.2, 9.1, 9.6, 11.3, 12.8, 13.4],
  Storage: [2.4, 2.7, 3.1, 3.3, 3.8, 4.2],
  Network: [1.1, 1.2, 1.6, 1.9, 2.0, 2.6],
};
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const data = Object.entries(spending).flatMap(([service, values]) =>
  values.map((cost, i) => ({month: months[i], service, cost})),
);

export default function Demo() {
  return (
    <Column
      data={data}
      xField="month"
      yField="cost"
      seriesField="service"
      isStack
      columnWidthRatio={0.4}
      connectedArea={{
        trigger: 'hover',
        style: (oldStyle) => ({fill: oldStyle.fill, fillOpacity: 0.2, stroke: oldStyle.fill, lineWidth: 0.5}),
      }}
      legend={{position: 'top'}}
      meta={{cost: {alias: 'Spending (k USD)'}}}
      yAxis={{title: {text: 'Spending (thousand USD)'}}}
    />
  );
}
