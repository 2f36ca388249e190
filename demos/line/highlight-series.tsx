/**
 * title: Highlight one series among many lines
 * description: Unemployment rate of six countries from 2015 to 2023; callbacks for `color` and `lineStyle` draw Spain in red and thick, and the other five countries thin and grey.
 * keywords: highlight, color callback, lineStyle, focus, emphasis, seriesField, unemployment
 * topics: colors
 * order: 12
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const years = ['2015', '2016', '2017', '2018', '2019', '2020', '2021', '2022', '2023'];
const rates: Record<string, number[]> = {
  Spain: [22.1, 19.6, 17.2, 15.3, 14.1, 15.5, 14.8, 12.9, 12.2],
  Italy: [11.9, 11.7, 11.2, 10.6, 10.0, 9.3, 9.5, 8.1, 7.7],
  France: [10.4, 10.1, 9.4, 9.0, 8.4, 8.0, 7.9, 7.3, 7.3],
  Germany: [4.6, 4.1, 3.8, 3.4, 3.1, 3.7, 3.6, 3.1, 3.0],
  Poland: [7.5, 6.2, 4.9, 3.9, 3.3, 3.2, 3.4, 2.9, 2.8],
  Sweden: [7.4, 7.0, 6.7, 6.4, 6.8, 8.3, 8.8, 7.5, 7.7],
};

const data = Object.entries(rates).flatMap(([country, values]) =>
  values.map((rate, i) => ({year: years[i], country, rate})),
);

const FOCUS = 'Spain';

export default function Demo() {
  return (
    <Line
      data={data}
      xField="year"
      yField="rate"
      seriesField="country"
      color={({country}: Record<string, unknown>) => (country === FOCUS ? '#F4664A' : '#c8c8c8')}
      lineStyle={({country}: {country: string}) => ({lineWidth: country === FOCUS ? 3 : 1.5})}
      legend={{position: 'top'}}
      yAxis={{min: 0, label: {formatter: (v: string) => `${v}%`}}}
      tooltip={{formatter: (d) => ({name: d.country, value: `${d.rate}%`})}}
    />
  );
}
