/**
 * title: Scatter with a custom star shape
 * description: Average price of a main course against guest rating for fourteen restaurants, each drawn as a five-pointed star registered with G2.registerShape and sized by the number of reviews.
 * keywords: registerShape, custom shape, star, shape, G2, point, sizeField
 * topics: shapes
 * order: 17
 */
import React from 'react';
import {Scatter, G2} from '@ant-design/plots';

// A five-pointed star centred on the point; cfg.size is its outer radius in pixels.
G2.registerShape('point', 'star', {
  draw(this: G2.Types.Shape, cfg, container) {
    const [{x, y}] = this.parsePoints(cfg.points as G2.Types.Point[]);
    const outer = Number(cfg.size) || 8;
    const inner = outer * 0.45;
    const path: (string | number)[][] = [];
    for (let i = 0; i < 10; i += 1) {
      const radius = i % 2 === 0 ? outer : inner;
      const angle = -Math.PI / 2 + (i * Math.PI) / 5;
      path.push([i === 0 ? 'M' : 'L', x + radius * Math.cos(angle), y + radius * Math.sin(angle)]);
    }
    path.push(['Z']);
    return container.addShape('path', {
      attrs: {...cfg.defaultStyle, ...cfg.style, path, fill: cfg.color, stroke: '#fff', lineWidth: 1},
    });
  },
});

const data = [
  {restaurant: 'Trattoria Sole', price: 16, rating: 4.5, reviews: 820},
  {restaurant: 'Le Petit Zinc', price: 24, rating: 4.2, reviews: 540},
  {restaurant: 'Noodle Bar 8', price: 12, rating: 4.0, reviews: 1310},
  {restaurant: 'Casa Lima', price: 19, rating: 4.6, reviews: 390},
  {restaurant: 'The Oak Room', price: 38, rating: 4.7, reviews: 260},
  {restaurant: 'Burger Yard', price: 13, rating: 3.6, reviews: 1580},
  {restaurant: 'Saffron House', price: 17, rating: 4.4, reviews: 710},
  {restaurant: 'Sea & Salt', price: 31, rating: 4.1, reviews: 450},
  {restaurant: 'Green Bowl', price: 14, rating: 4.3, reviews: 620},
  {restaurant: 'Kyoto Table', price: 45, rating: 4.8, reviews: 190},
  {restaurant: 'Diner 66', price: 11, rating: 3.4, reviews: 980},
  {restaurant: 'Bistro Nord', price: 27, rating: 3.9, reviews: 330},
  {restaurant: 'Taco Loco', price: 10, rating: 4.1, reviews: 1120},
  {restaurant: 'Grill 21', price: 34, rating: 3.7, reviews: 280},
];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="price"
      yField="rating"
      sizeField="reviews"
      size={[8, 20]}
      shape="star"
      color="#FAAD14"
      xAxis={{title: {text: 'Average main course (EUR)'}, min: 5, max: 50}}
      yAxis={{title: {text: 'Guest rating (out of 5)'}, min: 3, max: 5}}
      tooltip={{fields: ['restaurant', 'price', 'rating', 'reviews']}}
      meta={{
        restaurant: {alias: 'Restaurant'},
        price: {alias: 'Main course (EUR)'},
        rating: {alias: 'Rating'},
        reviews: {alias: 'Reviews'},
      }}
      legend={false}
    />
  );
}
