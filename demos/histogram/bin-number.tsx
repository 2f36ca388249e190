/**
 * title: Histogram with a set number of bins
 * description: Heights of 60 adult sunflowers in centimetres, split into 8 equal-width bins with `binNumber` instead of a fixed bin width.
 * keywords: histogram, binNumber, bins, distribution, frequency
 * topics: data-shape
 * order: 2
 */
import React from 'react';
import {Histogram} from '@ant-design/plots';

const heights = [
  148, 152, 155, 158, 160, 161, 163, 164, 166, 167, 168, 169, 170, 171, 171, 172, 173, 174, 174, 175, 176, 176, 177,
  178, 178, 179, 180, 180, 181, 181, 182, 183, 183, 184, 185, 185, 186, 187, 188, 188, 189, 190, 191, 192, 193, 194,
  195, 197, 198, 200, 202, 204, 206, 208, 211, 214, 218, 222, 227, 233,
];
const data = heights.map((cm) => ({cm}));

export default function Demo() {
  return (
    <Histogram
      data={data}
      binField="cm"
      binNumber={8}
      color="#FAAD14"
      meta={{count: {alias: 'Plants'}, range: {alias: 'Height (cm)'}}}
      xAxis={{title: {text: 'Height (cm)'}}}
      yAxis={{title: {text: 'Number of plants'}}}
      columnStyle={{stroke: '#fff', lineWidth: 1}}
    />
  );
}
