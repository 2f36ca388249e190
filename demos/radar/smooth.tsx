/**
 * title: Smooth radar
 * description: Nutrient content of two breakfast cereals per bowl, as a share of the recommended daily amount, drawn with `smooth` curves between the axes and translucent areas.
 * keywords: radar, smooth, curve, area, nutrition, comparison
 * topics: shapes
 * order: 4
 */
import React from 'react';
import {Radar} from '@ant-design/plots';

const nutrients = ['Fibre', 'Protein', 'Iron', 'Vitamin B1', 'Vitamin D', 'Calcium'];
const shares: Record<string, number[]> = {
  'Oat flakes': [40, 26, 28, 36, 0, 5],
  'Bran flakes': [52, 20, 60, 48, 25, 8],
};

const data = Object.entries(shares).flatMap(([cereal, values]) =>
  values.map((share, i) => ({nutrient: nutrients[i], cereal, share})),
);

export default function Demo() {
  return (
    <Radar
      data={data}
      xField="nutrient"
      yField="share"
      seriesField="cereal"
      smooth
      meta={{share: {min: 0, max: 60, alias: 'Daily amount (%)'}}}
      area={{style: {fillOpacity: 0.2}}}
      xAxis={{line: null, tickLine: null}}
      yAxis={{line: null, tickLine: null, label: false}}
      legend={{position: 'bottom'}}
    />
  );
}
