/**
 * title: Heatmap with a custom tooltip
 * description: Average air quality index (AQI) of five cities in each month of one year; the HTML tooltip, written with customContent, shows the city, the month, the index and its band, from Good to Very unhealthy.
 * keywords: tooltip, customContent, html, air quality, AQI, category
 * topics: tooltip
 * order: 8
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

type Cell = {city: string; month: string; aqi: number};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const aqi: Record<string, number[]> = {
  Delhi: [182, 164, 128, 119, 131, 104, 72, 64, 85, 158, 221, 203],
  Beijing: [118, 112, 96, 88, 81, 77, 72, 68, 74, 92, 108, 124],
  'Mexico City': [84, 88, 96, 102, 98, 71, 62, 58, 60, 69, 78, 86],
  Paris: [46, 44, 52, 48, 41, 43, 45, 39, 38, 42, 47, 49],
  Sydney: [31, 28, 26, 29, 33, 36, 38, 34, 30, 27, 29, 41],
};

const data: Cell[] = Object.entries(aqi).flatMap(([city, values]) =>
  values.map((value, i) => ({city, month: months[i], aqi: value})),
);

// US EPA bands.
const bands: [number, string, string][] = [
  [50, 'Good', '#52C41A'],
  [100, 'Moderate', '#D4B106'],
  [150, 'Unhealthy for sensitive groups', '#FA8C16'],
  [200, 'Unhealthy', '#F5222D'],
  [Infinity, 'Very unhealthy', '#722ED1'],
];
const bandOf = (value: number) => bands.find(([limit]) => value <= limit)!;

export default function Demo() {
  return (
    <Heatmap
      data={data}
      xField="month"
      yField="city"
      colorField="aqi"
      color={['#F6FFED', '#FFF1B8', '#FFC069', '#FF7A45', '#A8071A']}
      heatmapStyle={{stroke: '#fff', lineWidth: 1}}
      meta={{
        city: {type: 'cat', values: Object.keys(aqi).reverse(), alias: 'City'},
        month: {alias: 'Month'},
        aqi: {alias: 'AQI'},
      }}
      xAxis={{position: 'top', grid: null}}
      tooltip={{
        fields: ['city', 'month', 'aqi'],
        customContent: (_title: string, items: {data: Cell}[]) => {
          const cell = items?.[0]?.data;
          if (!cell) return '';
          const [, band, color] = bandOf(cell.aqi);
          return `<div style="padding: 10px 4px; min-width: 170px">
              <div style="font-weight: 600">${cell.city} · ${cell.month}</div>
              <div style="margin-top: 8px; font-size: 22px; font-weight: 600">${cell.aqi}</div>
              <div style="margin-top: 4px; color: ${color}">● ${band}</div>
            </div>`;
        },
      }}
    />
  );
}
