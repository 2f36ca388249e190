/**
 * title: Line with series names at the line ends
 * description: Monthly downloads of three mobile apps over one year, each line labelled with its app name at its last point instead of a legend.
 * keywords: label, direct labeling, end label, legend, seriesField, formatter
 * topics: label
 * order: 13
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const downloads: Record<string, number[]> = {
  'Trail Notes': [42, 45, 51, 63, 78, 92, 104, 101, 86, 70, 58, 55],
  Pocketbook: [88, 84, 86, 83, 85, 87, 82, 80, 84, 89, 95, 110],
  Stargaze: [12, 14, 19, 22, 27, 31, 38, 46, 55, 61, 68, 74],
};

const data = Object.entries(downloads).flatMap(([app, values]) =>
  values.map((thousands, i) => ({month: months[i], app, thousands})),
);

export default function Demo() {
  return (
    <Line
      data={data}
      xField="month"
      yField="thousands"
      seriesField="app"
      legend={false}
      appendPadding={[0, 90, 0, 0]}
      meta={{thousands: {alias: 'Downloads (thousands)'}}}
      yAxis={{title: {text: 'Downloads (thousands)'}}}
      label={{
        formatter: (d) => (d.month === 'Dec' ? d.app : ''),
        position: 'right',
        offsetX: 8,
        style: {fontSize: 12, fontWeight: 600, textAlign: 'left'},
      }}
    />
  );
}
