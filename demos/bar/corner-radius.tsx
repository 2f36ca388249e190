/**
 * title: Bar with rounded ends
 * description: Storage used by five kinds of files on a laptop, with the right-hand ends of the bars rounded by `barStyle.radius`.
 * keywords: radius, rounded, corner radius, barStyle, style
 * topics: colors
 * order: 7
 */
import React from 'react';
import {Bar} from '@ant-design/plots';

const data = [
  {kind: 'Photos', gb: 142},
  {kind: 'Apps', gb: 96},
  {kind: 'Videos', gb: 88},
  {kind: 'Documents', gb: 34},
  {kind: 'Music', gb: 21},
];

export default function Demo() {
  return (
    <Bar
      data={data}
      xField="gb"
      yField="kind"
      color="#13C2C2"
      barWidthRatio={0.5}
      // Radii go clockwise from the top-left corner of the unrotated column.
      barStyle={{radius: [10, 10, 0, 0]}}
      meta={{gb: {alias: 'Storage (GB)'}}}
      label={{position: 'right', formatter: (d) => `${d.gb} GB`}}
      appendPadding={[0, 24, 0, 0]}
    />
  );
}
