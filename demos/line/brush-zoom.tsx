/**
 * title: Line with drag-to-zoom
 * description: Hourly electricity price on a power exchange over one week (168 hours); the `brush-x` interaction lets you drag across the chart to zoom into those hours, and a double-click shows the whole week again.
 * keywords: interaction, brush, brush-x, zoom, drag to zoom, filter, time series
 * topics: interaction
 * order: 31
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const START = Date.UTC(2024, 2, 4); // Monday 4 March 2024, 00:00 UTC

// Two daily peaks (morning and evening), cheaper nights and a cheaper weekend.
const data = Array.from({length: 168}, (_, hour) => {
  const h = hour % 24;
  const weekend = hour >= 120;
  const peaks = 38 * Math.exp(-((h - 8) ** 2) / 6) + 52 * Math.exp(-((h - 19) ** 2) / 5);
  const price = (weekend ? 48 : 62) + peaks - (h < 5 ? 14 : 0) + ((hour * 17) % 7);
  return {time: START + hour * 3600000, price: Math.round(price * 10) / 10};
});

export default function Demo() {
  return (
    <Line
      data={data}
      xField="time"
      yField="price"
      meta={{
        time: {type: 'time', mask: 'ddd HH:mm', alias: 'Hour', tickCount: 7},
        price: {alias: 'Price (EUR/MWh)'},
      }}
      yAxis={{title: {text: 'Price (EUR/MWh)'}}}
      interactions={[{type: 'brush-x'}]}
    />
  );
}
