/**
 * title: Line with gaps for missing values
 * description: Daily visitors of a museum as columns and the indoor humidity as a line; the sensor was offline on three days, given as `null`, and with `connectNulls` off the line breaks there.
 * keywords: dual axes, null, missing data, connectNulls, gap, sensor
 * topics: data-shape
 * order: 17
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

const data = [
  {day: 'Mar 1', visitors: 1320, humidity: 46},
  {day: 'Mar 2', visitors: 1910, humidity: 48},
  {day: 'Mar 3', visitors: 2050, humidity: 49},
  {day: 'Mar 4', visitors: 880, humidity: 47},
  {day: 'Mar 5', visitors: 1040, humidity: null},
  {day: 'Mar 6', visitors: 1110, humidity: null},
  {day: 'Mar 7', visitors: 1260, humidity: 45},
  {day: 'Mar 8', visitors: 1870, humidity: 47},
  {day: 'Mar 9', visitors: 2130, humidity: 50},
  {day: 'Mar 10', visitors: 2240, humidity: 52},
  {day: 'Mar 11', visitors: 920, humidity: null},
  {day: 'Mar 12', visitors: 1010, humidity: 48},
  {day: 'Mar 13', visitors: 1150, humidity: 47},
  {day: 'Mar 14', visitors: 1290, humidity: 46},
];

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="day"
      yField={['visitors', 'humidity']}
      meta={{visitors: {alias: 'Visitors'}, humidity: {alias: 'Humidity (%)'}}}
      yAxis={{visitors: {min: 0}, humidity: {min: 30, max: 60}}}
      geometryOptions={[
        {geometry: 'column', color: '#A7C2F8', columnWidthRatio: 0.6},
        {geometry: 'line', color: '#1E9493', connectNulls: false, point: {size: 4}},
      ]}
      legend={{position: 'top'}}
    />
  );
}
