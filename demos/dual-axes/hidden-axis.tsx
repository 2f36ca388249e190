/**
 * title: Second y-axis hidden
 * description: Checkout requests of a web shop every two hours as columns with a visible left axis, and the error rate as a line whose right axis is turned off with `yAxis: {errorRate: false}`; its values appear in labels and the tooltip instead.
 * keywords: dual axes, hide axis, yAxis false, label, error rate, requests
 * topics: axis
 * order: 11
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const hours = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'];
const requests = [1820, 3410, 5260, 4380, 3970, 5890, 6420, 2950];
const errors = [0.4, 0.6, 1.9, 0.8, 0.7, 1.4, 2.3, 0.5];

const data = hours.map((hour, i) => ({hour, requests: requests[i], errorRate: errors[i]}));

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="hour"
      yField={['requests', 'errorRate']}
      meta={{requests: {alias: 'Checkout requests'}, errorRate: {alias: 'Error rate (%)', min: 0, max: 3}}}
      yAxis={{requests: {title: {text: 'Checkout requests'}}, errorRate: false}}
      geometryOptions={[
        {geometry: 'column', color: '#C2C8D5', columnWidthRatio: 0.55},
        {
          geometry: 'line',
          color: '#F4664A',
          point: {size: 4},
          label: {formatter: (datum: Record<string, number>) => `${datum.errorRate} %`, style: {fill: '#F4664A'}},
        },
      ]}
      legend={{position: 'top'}}
    />
  );
}
