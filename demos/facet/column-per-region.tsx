/**
 * title: A column chart per region
 * description: Quarterly sales of a drinks brand in four regions: a `list` facet in two columns whose `eachView` returns a labelled column chart per region, all on one synced sales scale.
 * keywords: facet, list, column, small multiples, eachView, cols, sync
 * topics: dashboards
 * order: 2
 * height: 480
 */
import React from 'react';
import {Facet} from '@ant-design/plots';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const sales: Record<string, number[]> = {
  North: [182, 246, 311, 204],
  South: [264, 329, 398, 287],
  East: [145, 188, 226, 171],
  West: [208, 251, 294, 233],
};

const data = Object.entries(sales).flatMap(([region, values]) =>
  values.map((value, i) => ({region, quarter: quarters[i], sales: value})),
);

export default function Demo() {
  return (
    <Facet
      data={data}
      type="list"
      // A mid grey reads on a light and a dark page: the engine's panel titles are dark in every theme.
      title={{style: {fill: '#8c8c8c'}}}
      fields={['region']}
      cols={2}
      padding={[28, 12, 28, 44]}
      meta={{sales: {sync: true, min: 0, max: 450, alias: 'Sales (k cases)'}}}
      axes={{}}
      tooltip={{showMarkers: false}}
      eachView={(_view, facet) => ({
        type: 'column',
        options: {
          data: facet?.data,
          xField: 'quarter',
          yField: 'sales',
          color: '#5B8FF9',
          columnWidthRatio: 0.5,
          label: {position: 'top', style: {fontSize: 10}},
        },
      })}
    />
  );
}
