/**
 * title: Line with min and max markers
 * description: Daily average wind speed at a coastal station over three weeks; the lowest and highest days are found from the data and marked with `dataMarker` annotations.
 * keywords: annotations, dataMarker, minimum, maximum, highlight, peak
 * topics: annotations
 * order: 30
 */
import React from 'react';
import {Line} from '@ant-design/plots';

const speeds = [18, 22, 27, 31, 24, 16, 12, 9, 14, 21, 29, 38, 44, 35, 26, 19, 15, 17, 23, 20, 16];
const data = speeds.map((kmh, i) => ({day: `Mar ${i + 1}`, kmh}));

const max = data.reduce((best, d) => (d.kmh > best.kmh ? d : best));
const min = data.reduce((best, d) => (d.kmh < best.kmh ? d : best));

export default function Demo() {
  return (
    <Line
      data={data}
      xField="day"
      yField="kmh"
      meta={{kmh: {alias: 'Wind speed (km/h)', min: 0, max: 55}}}
      yAxis={{title: {text: 'Wind speed (km/h)'}}}
      xAxis={{tickCount: 7}}
      annotations={[
        {
          type: 'dataMarker',
          position: [max.day, max.kmh],
          point: {style: {fill: '#F4664A', stroke: '#F4664A'}},
          line: {length: 18},
          text: {content: `Max ${max.kmh} km/h`, style: {textAlign: 'center', fill: '#F4664A'}},
        },
        {
          type: 'dataMarker',
          position: [min.day, min.kmh],
          direction: 'downward',
          point: {style: {fill: '#5B8FF9', stroke: '#5B8FF9'}},
          line: {length: 18},
          text: {content: `Min ${min.kmh} km/h`, style: {textAlign: 'center', fill: '#5B8FF9'}},
        },
      ]}
    />
  );
}
