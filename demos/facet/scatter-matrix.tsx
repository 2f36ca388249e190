/**
 * title: Scatter plot matrix
 * description: Size, age and price of 40 second-hand flats in a `matrix` facet: `eachView` draws a scatter plot for every pair of measures and a histogram of each measure on the diagonal.
 * keywords: facet, matrix, scatter matrix, SPLOM, histogram, correlation
 * topics: dashboards
 * order: 5
 * height: 560
 */
import React from 'react';
import {Facet} from '@ant-design/plots';

// A small seeded generator keeps the 40 flats the same on every render.
let seed = 7;
const next = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

const data = Array.from({length: 40}, () => {
  const size = Math.round(35 + next() * 85);
  const age = Math.round(2 + next() * 60);
  const price = Math.round(size * (4.6 - age * 0.03) + next() * 60);
  return {size, age, price};
});

const names: Record<string, string> = {size: 'Size (m²)', age: 'Age (years)', price: 'Price (k€)'};

export default function Demo() {
  return (
    <Facet
      data={data}
      type="matrix"
      fields={['size', 'age', 'price']}
      padding={16}
      appendPadding={[16, 70, 16, 0]}
      showTitle
      // A mid grey reads on a light and a dark page: the engine's panel titles are dark in every theme.
      columnTitle={{formatter: (field: string) => names[field], style: {fill: '#8c8c8c'}}}
      rowTitle={{formatter: (field: string) => names[field], style: {fill: '#8c8c8c'}}}
      meta={{
        size: {alias: 'Size (m²)', nice: true},
        age: {alias: 'Age (years)', nice: true},
        price: {alias: 'Price (k€)', nice: true},
      }}
      axes={{}}
      tooltip={{showMarkers: false}}
      eachView={(_view, facet) => {
        if (facet && facet.rowIndex === facet.columnIndex) {
          return {
            type: 'histogram',
            options: {data: facet.data, binField: facet.columnField, binNumber: 8, color: '#9DB6F5'},
          };
        }
        return {
          type: 'scatter',
          options: {
            data: facet?.data,
            xField: facet?.columnField ?? '',
            yField: facet?.rowField ?? '',
            shape: 'circle',
            size: 3,
            color: '#5B8FF9',
            pointStyle: {fillOpacity: 0.6, stroke: null},
          },
        };
      }}
    />
  );
}
