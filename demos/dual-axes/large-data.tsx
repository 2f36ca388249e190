/**
 * title: Two lines with 2,000 points each
 * description: A simulated weather station's air pressure and wind speed every 15 minutes for about 21 days (2,000 readings each), drawn as two thin lines on their own axes, with a `slider` to zoom in and `sync: false` on the time field.
 * keywords: dual axes, large data, performance, slider, time series, sensor, 2000 points
 * topics: large-data
 * order: 25
 */
import React from 'react';
import {DualAxes} from '@ant-design/plots';

// A small seeded generator plus slow waves stand in for the station's readings.
let seed = 2024;
const noise = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647 - 0.5;
};

const data = Array.from({length: 2000}, (_, i) => {
  const day = Math.floor(i / 96) + 1;
  const minutes = (i % 96) * 15;
  const time = `Day ${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const pressure = Math.round((1013 + 9 * Math.sin(i / 260) + 3 * Math.sin(i / 41) + noise()) * 10) / 10;
  const wind = Math.max(0, Math.round((14 - 0.8 * (pressure - 1013) + 4 * Math.sin(i / 15) + 3 * noise()) * 10) / 10);
  return {time, pressure, wind};
});

export default function Demo() {
  return (
    <DualAxes
      data={[data, data]}
      xField="time"
      yField={['pressure', 'wind']}
      // sync: false lets each axis' x scale follow the slider on its own.
      meta={{
        time: {sync: false},
        pressure: {alias: 'Pressure (hPa)', min: 995, max: 1030},
        wind: {alias: 'Wind (km/h)', min: 0, max: 45},
      }}
      xAxis={{tickCount: 6}}
      geometryOptions={[
        {geometry: 'line', color: '#5B8FF9', lineStyle: {lineWidth: 1}},
        {geometry: 'line', color: '#F6903D', lineStyle: {lineWidth: 1}},
      ]}
      tooltip={{showMarkers: false}}
      slider={{start: 0, end: 1}}
      legend={{position: 'top'}}
    />
  );
}
