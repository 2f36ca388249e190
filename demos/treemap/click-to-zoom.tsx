/**
 * title: Treemap zoom on click with a back button
 * description: Exports (billion USD) of a country in one year by sector and product; an `element:click` handler zooms into the clicked sector by passing its subtree as the chart's data, and a Back button held in React state returns to all sectors.
 * keywords: events, element:click, onReady, useState, drill down, zoom, back button
 * topics: events, interaction
 * order: 6
 * height: 460
 */
import React, {useCallback, useState} from 'react';
import {Treemap} from '@ant-design/plots';

// The package exports no TreemapConfig; the component's props are the same thing.
type TreemapConfig = React.ComponentProps<typeof Treemap>;

type Sector = {name: string; children: {name: string; value: number}[]};

const sectors: Sector[] = [
  {
    name: 'Machinery',
    children: [
      {name: 'Engines', value: 38},
      {name: 'Pumps', value: 17},
      {name: 'Robots', value: 12},
    ],
  },
  {
    name: 'Vehicles',
    children: [
      {name: 'Cars', value: 64},
      {name: 'Car parts', value: 29},
      {name: 'Trucks', value: 11},
    ],
  },
  {
    name: 'Chemicals',
    children: [
      {name: 'Medicines', value: 41},
      {name: 'Plastics', value: 19},
      {name: 'Fertilisers', value: 6},
    ],
  },
  {
    name: 'Food',
    children: [
      {name: 'Cheese', value: 9},
      {name: 'Wine', value: 7},
      {name: 'Chocolate', value: 5},
    ],
  },
  {
    name: 'Electronics',
    children: [
      {name: 'Chips', value: 22},
      {name: 'Phones', value: 8},
    ],
  },
];

// Outside the component, like every option holding a function: the chart compares its options
// on each render and redraws from scratch when a function is new.
const overviewLabel: TreemapConfig['label'] = {
  fields: ['name'],
  formatter: (d) => d.name,
  style: {fontSize: 12, lineHeight: 16},
};
const sectorLabel: TreemapConfig['label'] = {
  fields: ['name', 'value'],
  formatter: (d) => `${d.name}\n$${d.value}B`,
  style: {fontSize: 12, lineHeight: 16},
};
const tooltip: TreemapConfig['tooltip'] = {
  fields: ['name', 'value'],
  formatter: (d) => ({name: d.name, value: `$${d.value}B`}),
};

export default function Demo() {
  // The sector zoomed into, or null for the overview.
  const [sector, setSector] = useState<Sector | null>(null);
  // Made once: a new function on every render would make the chart redraw from scratch (a full
  // `update()`) each time the state below changes.
  const onReady = useCallback<NonNullable<TreemapConfig['onReady']>>((plot) => {
    plot.on('element:click', (event: {data?: {data?: {sector?: string}}}) => {
      const picked = sectors.find((s) => s.name === event.data?.data?.sector);
      if (picked) setSector(picked);
    });
  }, []);

  const data = sector ?? {
    name: 'Exports',
    children: sectors.map(({name, children}) => ({name, sector: name, children})),
  };

  return (
    <div>
      <div style={{display: 'flex', alignItems: 'center', gap: 12, height: 32}}>
        <button type="button" disabled={!sector} onClick={() => setSector(null)}>
          ← All sectors
        </button>
        <span>{sector ? `${sector.name}: click Back to return` : 'Click a sector to zoom in'}</span>
      </div>
      <Treemap
        data={data}
        height={420}
        colorField={sector ? 'name' : 'sector'}
        legend={sector ? false : {position: 'bottom'}}
        rectStyle={{cursor: sector ? 'default' : 'zoom-in', stroke: '#fff', lineWidth: 1}}
        label={sector ? sectorLabel : overviewLabel}
        tooltip={tooltip}
        onReady={onReady}
      />
    </div>
  );
}
