/**
 * title: Small multiples
 * description: Average monthly temperature of four cities; `type: 'list'` with `cols: 2` lays out one panel per city, where `eachView` draws a line with points, and `meta` fixes one temperature range for all panels.
 * keywords: facet, small multiples, list, eachView, trellis, temperature
 * topics: basics, dashboards
 * order: 1
 * height: 520
 */
import React from 'react';
import {Facet} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const temperatures: Record<string, number[]> = {
  Oslo: [-3, -3, 1, 6, 11, 15, 17, 16, 11, 6, 1, -2],
  Rome: [8, 9, 12, 15, 19, 23, 26, 26, 22, 18, 13, 9],
  Singapore: [27, 27, 28, 28, 29, 29, 28, 28, 28, 28, 27, 27],
  Toronto: [-6, -5, 0, 7, 14, 19, 22, 21, 17, 10, 4, -2],
};

const data = Object.entries(temperatures).flatMap(([city, values]) =>
  values.map((temperature, i) => ({city, month: months[i], temperature})),
);

export default function Demo() {
  return (
    <Facet
      data={data}
      type="list"
      // A mid grey reads on a light and a dark page: the engine's panel titles are dark in every theme.
      title={{style: {fill: '#8c8c8c'}}}
      fields={['city']}
      cols={2}
      padding={[24, 16, 32, 40]}
      meta={{temperature: {min: -10, max: 30, alias: 'Temperature (°C)'}}}
      axes={{month: {label: {autoHide: true}}, temperature: {tickCount: 5}}}
      tooltip={{showMarkers: true}}
      eachView={() => ({
        geometries: [
          {type: 'line', xField: 'month', yField: 'temperature', mapping: {color: '#5B8FF9'}},
          {type: 'point', xField: 'month', yField: 'temperature', mapping: {size: 2, color: '#5B8FF9'}},
        ],
      })}
    />
  );
}
