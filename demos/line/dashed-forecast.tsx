/**
 * title: Line with a dashed forecast
 * description: Monthly electricity use of an office building, measured from January to August and forecast from September to December as a second series; a `lineStyle` callback draws the forecast dashed and purple.
 * keywords: forecast, prediction, lineStyle, dashed line, lineDash, style callback
 * topics: colors
 * order: 9
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const measured = [48.2, 45.1, 41.7, 36.3, 33.8, 38.9, 44.6, 45.2];
const forecast = [39.5, 36.8, 42.1, 47.4];

// The forecast starts at the last measured month so the two lines join.
const data = [
  ...measured.map((mwh, i) => ({month: months[i], mwh, type: 'Measured'})),
  {month: months[7], mwh: measured[7], type: 'Forecast'},
  ...forecast.map((mwh, i) => ({month: months[8 + i], mwh, type: 'Forecast'})),
];

export default function Demo() {
  return (
    <Line
      data={data}
      xField="month"
      yField="mwh"
      seriesField="type"
      color={['#5B8FF9', '#9270CA']}
      lineStyle={({type}: {type: string}) => (type === 'Forecast' ? {lineDash: [6, 4], opacity: 0.8} : {lineWidth: 2})}
      meta={{mwh: {alias: 'Electricity (MWh)'}}}
      yAxis={{min: 0, title: {text: 'Electricity use (MWh)'}}}
      legend={{position: 'top'}}
      tooltip={{formatter: (d) => ({name: d.type, value: `${d.mwh} MWh`})}}
    />
  );
}
