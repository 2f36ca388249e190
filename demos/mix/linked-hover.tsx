/**
 * title: Bar and pie of one Mix linked by region on hover
 * description: Wine sales of a merchant by region and colour as stacked bars, and by region as a pie; hovering a pie slice fades the other regions in both charts (`association-highlight`) and opens the bar chart's tooltip for that region (`association-tooltip`), linked by the `region` field.
 * keywords: mix, plots, association-highlight, association-tooltip, linked charts, hover, linkField
 * topics: interaction, dashboards
 * order: 8
 */
import React from 'react';
import {Mix} from '@ant-design/plots';

const regions = ['Bordeaux', 'Burgundy', 'Rioja', 'Tuscany'];
const red = [420, 310, 280, 350];
const white = [160, 240, 90, 120];

const byColour = regions.flatMap((region, i) => [
  {region, wine: 'Red', cases: red[i]},
  {region, wine: 'White', cases: white[i]},
]);
const byRegion = regions.map((region, i) => ({region, cases: red[i] + white[i]}));

export default function Demo() {
  return (
    <Mix
      tooltip={false}
      plots={[
        {
          type: 'bar',
          region: {start: {x: 0, y: 0}, end: {x: 0.55, y: 1}},
          options: {
            data: byColour,
            xField: 'cases',
            yField: 'region',
            seriesField: 'wine',
            isStack: true,
            color: ['#A0153E', '#E8C872'],
            meta: {cases: {alias: 'Cases sold'}},
            legend: {position: 'top-left'},
            tooltip: {shared: true, showMarkers: false},
            interactions: [{type: 'active-region'}],
          },
        },
        {
          type: 'pie',
          region: {start: {x: 0.58, y: 0}, end: {x: 1, y: 1}},
          options: {
            data: byRegion,
            angleField: 'cases',
            colorField: 'region',
            radius: 0.8,
            legend: false,
            label: {type: 'inner', offset: '-30%', content: '{name}', style: {fontSize: 11, fill: '#fff'}},
            meta: {cases: {alias: 'Cases sold'}},
            tooltip: {showMarkers: false},
            // Hovering a slice looks up the records with the same `region` in every plot.
            interactions: [
              {
                type: 'association-highlight',
                cfg: {
                  start: [{trigger: 'element:mousemove', action: 'association:highlight', arg: {linkField: 'region'}}],
                },
              },
              {
                type: 'association-tooltip',
                cfg: {
                  start: [
                    {trigger: 'element:mousemove', action: 'association:showTooltip', arg: {linkField: 'region'}},
                  ],
                },
              },
            ],
          },
        },
      ]}
    />
  );
}
