/**
 * title: Treemap with a slice-and-dice layout
 * description: Hours a design studio billed in one month by client and project, coloured by client; `hierarchyConfig.tile: 'treemapSliceDice'` cuts the clients into vertical strips and each client's projects into horizontal bands, largest first, instead of squarish tiles.
 * keywords: hierarchyConfig, tile, treemapSliceDice, layout, ordered, billing
 * topics: shapes, data-shape
 * order: 5
 * height: 420
 */
import React from 'react';
import {Treemap} from '@ant-design/plots';

const data = {
  name: 'Studio',
  children: [
    {
      name: 'Bakery chain',
      client: 'Bakery chain',
      children: [
        {name: 'Packaging', value: 96},
        {name: 'Menu boards', value: 41},
      ],
    },
    {
      name: 'Bank',
      client: 'Bank',
      children: [
        {name: 'App redesign', value: 182},
        {name: 'Annual report', value: 64},
        {name: 'Icons', value: 22},
      ],
    },
    {
      name: 'Museum',
      client: 'Museum',
      children: [
        {name: 'Exhibition', value: 118},
        {name: 'Signage', value: 37},
      ],
    },
    {
      name: 'Start-up',
      client: 'Start-up',
      children: [
        {name: 'Logo', value: 28},
        {name: 'Pitch deck', value: 19},
      ],
    },
  ],
};

export default function Demo() {
  return (
    <Treemap
      data={data}
      colorField="client"
      hierarchyConfig={{tile: 'treemapSliceDice'}}
      legend={{position: 'top-left'}}
      label={{
        fields: ['name', 'value'],
        // A name on two lines fits the narrow tiles with room to spare.
        formatter: (d) => `${d.name.replace(' ', '\n')}\n${d.value} h`,
        style: {fontSize: 11, lineHeight: 14},
      }}
      tooltip={{formatter: (d) => ({name: d.name, value: `${d.value} hours`})}}
    />
  );
}
