/**
 * title: Small multiples with one shared legend, filtering off
 * description: Monthly electricity generation of three countries by source, one stacked area chart per country, with a single legend at the top for all panels; `legend-filter` is turned off, so the legend only names the colours.
 * keywords: facet, legend, shared legend, legend-filter, interactions, enable false, area, stack, energy mix
 * topics: legend, dashboards
 * order: 8
 * height: 480
 */
import React from 'react';
import {Facet} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const mix: Record<string, Record<string, number[]>> = {
  Norway: {
    Hydro: [14.1, 12.8, 12.6, 10.9, 10.2, 9.6, 9.8, 10.4, 11.3, 12.5, 13.4, 14.6],
    Wind: [1.6, 1.5, 1.4, 1.1, 1.0, 0.8, 0.7, 0.8, 1.1, 1.4, 1.6, 1.7],
    Solar: [0, 0, 0.1, 0.1, 0.2, 0.2, 0.2, 0.2, 0.1, 0, 0, 0],
  },
  Spain: {
    Hydro: [2.9, 2.6, 2.7, 2.4, 2.1, 1.7, 1.4, 1.2, 1.3, 1.8, 2.3, 2.8],
    Wind: [6.4, 6.1, 6.3, 5.2, 4.8, 4.1, 4.3, 3.9, 4.2, 5.1, 5.9, 6.2],
    Solar: [2.1, 2.7, 3.8, 4.6, 5.4, 5.9, 6.2, 5.8, 4.7, 3.6, 2.4, 1.9],
  },
  Germany: {
    Hydro: [1.6, 1.5, 1.7, 1.8, 1.9, 1.9, 1.8, 1.6, 1.4, 1.4, 1.5, 1.6],
    Wind: [14.2, 13.1, 12.0, 9.4, 8.1, 7.2, 7.6, 7.0, 8.9, 11.5, 13.0, 14.4],
    Solar: [1.3, 2.4, 4.6, 6.8, 8.2, 8.9, 8.7, 7.6, 5.4, 3.2, 1.6, 1.0],
  },
};

const data = Object.entries(mix).flatMap(([country, sources]) =>
  Object.entries(sources).flatMap(([source, values]) =>
    values.map((twh, i) => ({country, source, month: months[i], twh})),
  ),
);

export default function Demo() {
  return (
    <Facet
      data={data}
      type="list"
      // A mid grey reads on a light and a dark page: the engine's panel titles are dark in every theme.
      title={{style: {fill: '#8c8c8c'}}}
      fields={['country']}
      cols={3}
      padding={[24, 12, 28, 36]}
      meta={{twh: {sync: true, min: 0, max: 25, alias: 'TWh'}, source: {sync: true}}}
      axes={{month: {tickCount: 4}}}
      tooltip={{shared: true, showMarkers: false}}
      legend={{position: 'top', itemName: {style: {fontSize: 13}}}}
      interactions={[{type: 'legend-filter', enable: false}]}
      eachView={(_view, facet) => ({
        type: 'area',
        options: {
          data: facet?.data,
          xField: 'month',
          yField: 'twh',
          seriesField: 'source',
          isStack: true,
          color: ['#1E9493', '#5B8FF9', '#F6BD16'],
          meta: {month: {range: [0, 1]}},
        },
      })}
    />
  );
}
