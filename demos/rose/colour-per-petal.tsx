/**
 * title: Rose with a colour per petal and a legend
 * description: A bakery's sales of six breads on one Saturday; setting `seriesField` to the same field as `xField` gives every petal its own colour and lists the breads in a legend on the right.
 * keywords: rose, seriesField, color, legend, categories, sales
 * topics: colors
 * order: 6
 */
import React from 'react';
import {Rose} from '@ant-design/plots';

const data = [
  {bread: 'Sourdough', loaves: 96},
  {bread: 'Baguette', loaves: 142},
  {bread: 'Rye', loaves: 38},
  {bread: 'Brioche', loaves: 57},
  {bread: 'Ciabatta', loaves: 64},
  {bread: 'Wholemeal', loaves: 71},
];

export default function Demo() {
  return (
    <Rose
      data={data}
      xField="bread"
      yField="loaves"
      seriesField="bread"
      radius={0.9}
      meta={{loaves: {alias: 'Loaves sold'}}}
      legend={{position: 'right'}}
    />
  );
}
