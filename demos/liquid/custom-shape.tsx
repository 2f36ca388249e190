/**
 * title: Liquid in a custom shape
 * description: How full a coffee machine's water tank is (47%), in a cup-shaped outline drawn by a `shape` callback that returns an SVG-like path for the given centre, width and height.
 * keywords: shape, custom shape, path, callback, coffee cup
 * topics: shapes
 * order: 9
 * height: 320
 */
import React from 'react';
import {Liquid} from '@ant-design/plots';
import type {LiquidConfig} from '@ant-design/plots';

type ShapeCallback = Exclude<LiquidConfig['shape'], string | undefined>;

// A cup that is wider at the top, with a rounded bottom: (x, y) is the centre of the box to draw in.
const cup: ShapeCallback = (x, y, width, height) => {
  const w = Math.min(width, height);
  const top = y - w / 2;
  const bottom = y + w / 2;
  const r = w * 0.18;
  return [
    ['M', x - w / 2, top],
    ['L', x + w / 2, top],
    ['L', x + w / 2 - w * 0.1, bottom - r],
    ['Q', x + w / 2 - w * 0.12, bottom, x + w / 2 - w * 0.1 - r, bottom],
    ['L', x - w / 2 + w * 0.1 + r, bottom],
    ['Q', x - w / 2 + w * 0.12, bottom, x - w / 2 + w * 0.1, bottom - r],
    ['Z'],
  ];
};

export default function Demo() {
  return (
    <Liquid
      percent={0.47}
      shape={cup}
      color="#8c5a3c"
      outline={{border: 4, distance: 4, style: {stroke: '#8c5a3c'}}}
      statistic={{title: {content: 'Water tank', style: {fontSize: '14px'}}}}
    />
  );
}
