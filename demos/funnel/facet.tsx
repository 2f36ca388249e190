/**
 * title: One funnel per group (seriesField)
 * description: Leads at each sales stage over one quarter for three regional teams; `seriesField` draws one funnel per team side by side, with the stages named in the legend.
 * keywords: seriesField, facet, grouped funnel, small multiples, sales pipeline
 * topics: stacking, dashboards
 * order: 5
 */
import React from 'react';
import {Funnel} from '@ant-design/plots';

const stages = ['Leads', 'Qualified', 'Proposal', 'Negotiation', 'Won'];
const teams: Record<string, number[]> = {
  North: [640, 310, 142, 71, 38],
  Central: [910, 385, 151, 66, 29],
  South: [470, 262, 133, 80, 52],
};

const data = Object.entries(teams).flatMap(([team, counts]) =>
  counts.map((deals, i) => ({team, stage: stages[i], deals})),
);

// Conversion text in a mid grey, which reads on a light and a dark page (the engine's default is dark in
// every theme); `fill` works although the option's type does not list it.
const conversionText = {fontSize: 12, fill: '#8c8c8c'};

export default function Demo() {
  return (
    <Funnel
      conversionTag={{style: conversionText}}
      data={data}
      xField="stage"
      yField="deals"
      seriesField="team"
      minSize={0.25}
      legend={{position: 'bottom'}}
      label={{formatter: (d) => `${d.deals}`}}
      meta={{deals: {alias: 'Deals'}, stage: {alias: 'Stage'}}}
    />
  );
}
