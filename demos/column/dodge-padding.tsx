/**
 * title: Grouped column spacing with dodgePadding and intervalPadding
 * description: Average monthly rent of one- and two-bedroom flats in four cities, grouped per city with 4 px between the columns of a group and 48 px between groups.
 * keywords: dodgePadding, intervalPadding, grouped, isGroup, spacing, gap
 * topics: stacking
 * order: 14
 */
import React from 'react';
import {Column} from '@ant-design/plots';

const data = [
  {city: 'Lisbon', flat: '1 bedroom', rent: 1150},
  {city: 'Lisbon', flat: '2 bedrooms', rent: 1620},
  {city: 'Berlin', flat: '1 bedroom', rent: 1080},
  {city: 'Berlin', flat: '2 bedrooms', rent: 1540},
  {city: 'Madrid', flat: '1 bedroom', rent: 1020},
  {city: 'Madrid', flat: '2 bedrooms', rent: 1430},
  {city: 'Vienna', flat: '1 bedroom', rent: 890},
  {city: 'Vienna', flat: '2 bedrooms', rent: 1260},
];

export default function Demo() {
  return (
    <Column
      data={data}
      xField="city"
      yField="rent"
      seriesField="flat"
      isGroup
      // Pixels between the columns of one group, and between two groups.
      dodgePadding={4}
      intervalPadding={48}
      legend={{position: 'top'}}
      meta={{rent: {alias: 'Rent (EUR / month)'}}}
      yAxis={{title: {text: 'Rent (EUR per month)'}}}
    />
  );
}
