/**
 * title: Nested pies
 * description: A household's monthly spending as an inner pie of four categories, wrapped by an outer ring that splits each category into its items: two `views` with `theta` coordinates of different radii in one canvas.
 * keywords: mix, views, nested pie, sunburst, theta, coordinate, ring, budget
 * topics: dashboards
 * order: 3
 * height: 460
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

const items = [
  {category: 'Housing', item: 'Rent', amount: 1450},
  {category: 'Housing', item: 'Utilities', amount: 210},
  {category: 'Food', item: 'Groceries', amount: 620},
  {category: 'Food', item: 'Eating out', amount: 280},
  {category: 'Transport', item: 'Transit pass', amount: 95},
  {category: 'Transport', item: 'Car', amount: 310},
  {category: 'Leisure', item: 'Streaming', amount: 45},
  {category: 'Leisure', item: 'Sports club', amount: 60},
  {category: 'Leisure', item: 'Travel', amount: 250},
];

const categories = ['Housing', 'Food', 'Transport', 'Leisure'].map((category) => ({
  category,
  amount: items.filter((d) => d.category === category).reduce((sum, d) => sum + d.amount, 0),
}));

const palette: Record<string, string> = {Housing: '#5B8FF9', Food: '#5AD8A6', Transport: '#F6BD16', Leisure: '#E86452'};

export default function Demo() {
  return (
    <Mix
      tooltip={{showMarkers: false}}
      legend={false}
      views={[
        {
          data: categories,
          coordinate: {type: 'theta', cfg: {radius: 0.5}},
          meta: {amount: {alias: 'Spent ($)'}},
          axes: false,
          geometries: [
            {
              type: 'interval',
              yField: 'amount',
              colorField: 'category',
              mapping: {
                color: (d: Record<string, string>) => palette[d.category],
                style: {stroke: '#fff', lineWidth: 1},
              },
              adjust: {type: 'stack'},
              label: {
                content: (d: Record<string, string>) => d.category,
                offset: -18,
                style: {fill: '#fff', fontSize: 11},
              },
            },
          ],
        },
        {
          data: items,
          coordinate: {type: 'theta', cfg: {radius: 0.8, innerRadius: 0.5 / 0.8}},
          meta: {amount: {alias: 'Spent ($)'}},
          axes: false,
          geometries: [
            {
              type: 'interval',
              yField: 'amount',
              colorField: 'category',
              rawFields: ['item'],
              mapping: {
                color: (d: Record<string, string>) => palette[d.category],
                style: {fillOpacity: 0.65, stroke: '#fff', lineWidth: 1},
                tooltip: (d: Record<string, string>) => ({name: d.item, value: `$${d.amount}`}),
              },
              adjust: {type: 'stack'},
              label: {content: (d: Record<string, string>) => d.item, offset: 14, style: {fontSize: 11}},
            },
          ],
        },
      ]}
    />
  );
}
