/**
 * title: Scatter with quadrants
 * description: Cost per click against conversion rate for sixteen ad campaigns; `quadrant` splits the plot at 1.5 USD and 3 % into four shaded, labelled areas, so the cheap, well-converting campaigns stand out in the top left.
 * keywords: quadrant, xBaseline, yBaseline, regionStyle, annotations, marketing, campaigns
 * topics: annotations
 * order: 5
 */
import React from 'react';
import {Scatter, ScatterConfig} from '@ant-design/plots';

const data = [
  {campaign: 'Spring sale', cpc: 0.85, conversion: 4.6},
  {campaign: 'Brand search', cpc: 0.6, conversion: 5.8},
  {campaign: 'Retargeting', cpc: 1.1, conversion: 4.1},
  {campaign: 'Newsletter promo', cpc: 0.45, conversion: 3.4},
  {campaign: 'Video pre-roll', cpc: 2.4, conversion: 1.2},
  {campaign: 'Display network', cpc: 0.7, conversion: 0.9},
  {campaign: 'Competitor terms', cpc: 2.9, conversion: 2.1},
  {campaign: 'Shopping feed', cpc: 1.35, conversion: 3.7},
  {campaign: 'Podcast', cpc: 2.1, conversion: 3.3},
  {campaign: 'Influencer', cpc: 2.65, conversion: 4.4},
  {campaign: 'Social carousel', cpc: 1.05, conversion: 1.8},
  {campaign: 'Lookalike audience', cpc: 1.8, conversion: 2.6},
  {campaign: 'Generic search', cpc: 1.95, conversion: 1.6},
  {campaign: 'App install', cpc: 1.25, conversion: 2.3},
  {campaign: 'Holiday bundle', cpc: 1.7, conversion: 5.1},
  {campaign: 'Cart reminder', cpc: 0.55, conversion: 6.2},
];

// The engine applies lineStyle and each regionStyle item as drawing styles, while its
// type declarations describe them as region annotations, hence the cast.
const quadrant = {
  xBaseline: 1.5,
  yBaseline: 3,
  lineStyle: {stroke: '#8c8c8c', lineDash: [4, 4]},
  // Regions and labels run anticlockwise from the top right.
  regionStyle: [
    {fill: '#FAAD14', opacity: 0.08},
    {fill: '#52C41A', opacity: 0.12},
    {fill: '#FAAD14', opacity: 0.08},
    {fill: '#F5222D', opacity: 0.08},
  ],
  labels: [
    {
      content: 'Costly but converting',
      position: ['max', 'max'],
      offsetY: 10,
      style: {fill: '#8c8c8c', fontSize: 12, textBaseline: 'top'},
    },
    {
      content: 'Cheap and converting',
      position: ['min', 'max'],
      offsetY: 10,
      style: {fill: '#389E0D', fontSize: 12, textBaseline: 'top'},
    },
    {
      content: 'Cheap but weak',
      position: ['min', 'min'],
      offsetY: -10,
      style: {fill: '#8c8c8c', fontSize: 12, textBaseline: 'bottom'},
    },
    {
      content: 'Costly and weak',
      position: ['max', 'min'],
      offsetY: -10,
      style: {fill: '#CF1322', fontSize: 12, textBaseline: 'bottom'},
    },
  ],
} as unknown as ScatterConfig['quadrant'];

export default function Demo() {
  return (
    <Scatter
      data={data}
      xField="cpc"
      yField="conversion"
      size={6}
      shape="circle"
      pointStyle={{fill: '#5B8FF9', stroke: '#fff', fillOpacity: 0.9}}
      xAxis={{title: {text: 'Cost per click (USD)'}, min: 0, max: 3, grid: null}}
      yAxis={{title: {text: 'Conversion rate (%)'}, min: 0, max: 7, tickInterval: 1, grid: null}}
      quadrant={quadrant}
      tooltip={{fields: ['campaign', 'cpc', 'conversion']}}
      meta={{
        campaign: {alias: 'Campaign'},
        cpc: {alias: 'Cost per click (USD)'},
        conversion: {alias: 'Conversion (%)'},
      }}
    />
  );
}
