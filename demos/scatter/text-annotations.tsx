/**
 * title: Scatter with text annotations
 * description: Monthly price against user rating of 15 streaming and music plans, with two plans called out by data markers (a point, a leader line and a note) and the free tier named by a text annotation.
 * keywords: annotations, text, dataMarker, callout, note, highlight
 * topics: annotations
 * order: 14
 */
import React from 'react';
import {Scatter} from '@ant-design/plots';

const data = [
  {plan: 'Stream Basic', price: 6.99, rating: 3.6},
  {plan: 'Stream Standard', price: 11.99, rating: 4.0},
  {plan: 'Stream Premium', price: 17.99, rating: 4.3},
  {plan: 'Flix Lite', price: 4.99, rating: 3.1},
  {plan: 'Flix Plus', price: 9.99, rating: 3.9},
  {plan: 'Flix Max', price: 15.99, rating: 4.2},
  {plan: 'TuneBox Free', price: 0, rating: 3.4},
  {plan: 'TuneBox Solo', price: 10.99, rating: 4.5},
  {plan: 'TuneBox Family', price: 16.99, rating: 4.6},
  {plan: 'Cine Classic', price: 8.99, rating: 4.7},
  {plan: 'SportsPass', price: 24.99, rating: 3.2},
  {plan: 'KidsTV', price: 5.99, rating: 4.1},
  {plan: 'DocuWorld', price: 7.99, rating: 4.0},
  {plan: 'AnimeNow', price: 8.49, rating: 4.4},
  {plan: 'NewsLive', price: 12.99, rating: 3.5},
];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="price"
      yField="rating"
      size={5}
      shape="circle"
      pointStyle={{fill: '#5B8FF9', fillOpacity: 0.8}}
      xAxis={{title: {text: 'Monthly price (USD)'}, min: 0, max: 28}}
      yAxis={{title: {text: 'Average user rating (out of 5)'}, min: 2.5, max: 5}}
      tooltip={{fields: ['plan', 'price', 'rating']}}
      meta={{plan: {alias: 'Plan'}, price: {alias: 'Price (USD)'}, rating: {alias: 'Rating'}}}
      annotations={[
        {
          type: 'dataMarker',
          position: [8.99, 4.7],
          point: {style: {fill: '#52C41A', stroke: '#52C41A', r: 6}},
          line: {length: 24},
          text: {content: 'Cine Classic: best rated', style: {fill: '#389E0D', textAlign: 'left'}},
        },
        {
          type: 'dataMarker',
          position: [24.99, 3.2],
          direction: 'downward',
          point: {style: {fill: '#F5222D', stroke: '#F5222D', r: 6}},
          line: {length: 24},
          text: {content: 'SportsPass: dearest, rated low', style: {fill: '#E5484D', textAlign: 'right'}},
        },
        {
          type: 'text',
          position: [0, 3.4],
          content: 'Free tier',
          offsetX: 10,
          offsetY: 16,
          style: {fill: '#8c8c8c', fontSize: 12},
        },
      ]}
    />
  );
}
