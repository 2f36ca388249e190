/**
 * title: Column with a custom triangle shape
 * description: Height of the six highest summits of the Alps, each drawn as a triangular peak by an interval shape registered with `G2.registerShape` and picked with the `shape` option, on a y-axis starting at 4,000 m.
 * keywords: registerShape, custom shape, shape, triangle, G2, interval
 * topics: shapes
 * order: 33
 */
import React from 'react';
import {Column, G2} from '@ant-design/plots';

// points are the four corners of the column, from bottom-left clockwise, in 0-1 coordinates.
G2.registerShape('interval', 'triangle-peak', {
  draw(this: G2.Types.Shape, cfg, container) {
    const [bottomLeft, topLeft, topRight, bottomRight] = this.parsePoints(cfg.points as G2.Types.Point[]);
    const path = [
      ['M', bottomLeft.x, bottomLeft.y],
      ['L', (topLeft.x + topRight.x) / 2, topLeft.y],
      ['L', bottomRight.x, bottomRight.y],
      ['Z'],
    ];
    return container.addShape('path', {
      attrs: {...cfg.defaultStyle, ...cfg.style, path, fill: cfg.color, fillOpacity: 0.85},
    });
  },
});

const data = [
  {mountain: 'Mont Blanc', metres: 4808},
  {mountain: 'Dufourspitze', metres: 4634},
  {mountain: 'Nordend', metres: 4609},
  {mountain: 'Zumsteinspitze', metres: 4563},
  {mountain: 'Signalkuppe', metres: 4554},
  {mountain: 'Dom', metres: 4545},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="mountain"
      yField="metres"
      shape="triangle-peak"
      columnWidthRatio={0.9}
      color="#597EF7"
      meta={{metres: {alias: 'Height (m)', min: 4000, max: 5000}}}
      label={{position: 'top', formatter: (d) => `${d.metres.toLocaleString('en-US')} m`}}
      appendPadding={[16, 0, 0, 0]}
    />
  );
}
