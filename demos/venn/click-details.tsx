/**
 * title: Venn with a click handler
 * description: Open-source contributors of a project who wrote code, docs or translations in one year; clicking a region selects it (`venn-element-single-selected`) and an `element:click` handler writes its contributors and its share of the 212 contributors under the chart.
 * keywords: events, element:click, onReady, useState, click, details panel
 * topics: events
 * order: 12
 * height: 416
 */
import React, {useCallback, useState} from 'react';
import {Venn, type VennConfig} from '@ant-design/plots';

type Region = {sets: string[]; contributors: number};

const data: Region[] = [
  {sets: ['Code'], contributors: 148},
  {sets: ['Docs'], contributors: 77},
  {sets: ['Translations'], contributors: 41},
  {sets: ['Code', 'Docs'], contributors: 39},
  {sets: ['Code', 'Translations'], contributors: 8},
  {sets: ['Docs', 'Translations'], contributors: 13},
  {sets: ['Code', 'Docs', 'Translations'], contributors: 6},
];

// 148 + 77 + 41 - 39 - 8 - 13 + 6 = 212 people made at least one kind of contribution.
const total = 212;

// Outside the component, like every option holding a function: the chart compares its options
// on each render and redraws from scratch when a function is new.
const label: VennConfig['label'] = {formatter: (d) => (d.sets.length === 1 ? d.sets[0] : '')};

export default function Demo() {
  const [picked, setPicked] = useState<Region | null>(null);
  // Made once: a new function on every render would make the chart redraw from scratch (a full
  // `update()`) each time the state below changes.
  const onReady = useCallback<NonNullable<VennConfig['onReady']>>((plot) => {
    plot.on('element:click', (event: {data?: {data?: Region}}) => {
      const region = event.data?.data;
      if (region) setPicked({sets: region.sets, contributors: region.contributors});
    });
  }, []);

  return (
    <div>
      <Venn
        data={data}
        setsField="sets"
        sizeField="contributors"
        height={380}
        legend={false}
        pointStyle={{fillOpacity: 0.75, cursor: 'pointer'}}
        label={label}
        interactions={[{type: 'venn-element-single-selected'}]}
        onReady={onReady}
      />
      <p style={{margin: '8px 0 0', textAlign: 'center'}}>
        {picked
          ? `${picked.sets.join(' + ')}: ${picked.contributors} contributors (${Math.round(
              (picked.contributors / total) * 100,
            )}% of ${total})`
          : 'Click a region to see its contributors.'}
      </p>
    </div>
  );
}
