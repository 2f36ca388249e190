/**
 * title: Pie with a slice click event
 * description: A family's car journeys in a month by purpose; clicking a slice reads its record from the `element:click` event and writes the purpose, journey count and share under the chart.
 * keywords: pie, events, onReady, element:click, click, useState, details
 * topics: events
 * order: 17
 * height: 440
 */
import React, {useCallback, useState} from 'react';
import {Pie, type PieConfig} from '@ant-design/plots';

interface Journey {
  purpose: string;
  journeys: number;
}

const data: Journey[] = [
  {purpose: 'School run', journeys: 38},
  {purpose: 'Commute', journeys: 22},
  {purpose: 'Shopping', journeys: 14},
  {purpose: 'Visiting family', journeys: 6},
  {purpose: 'Sport', journeys: 9},
  {purpose: 'Other', journeys: 5},
];

const total = data.reduce((sum, row) => sum + row.journeys, 0);

export default function Demo() {
  const [selected, setSelected] = useState<Journey | null>(null);
  // Made once: a new function on every render would make the chart redraw from scratch (a full
  // `update()`) each time the state below changes.
  const onReady = useCallback<NonNullable<PieConfig['onReady']>>((plot) => {
    plot.on('element:click', (event: {data?: {data?: Journey}}) => {
      const datum = event.data?.data;
      if (datum) setSelected(datum);
    });
  }, []);

  return (
    <div>
      <Pie
        height={400}
        data={data}
        angleField="journeys"
        colorField="purpose"
        radius={0.8}
        label={{type: 'outer', content: '{name}'}}
        pieStyle={{cursor: 'pointer'}}
        meta={{journeys: {alias: 'Journeys'}}}
        onReady={onReady}
      />
      <p style={{margin: '8px 0 0', minHeight: 24}}>
        {selected
          ? `${selected.purpose}: ${selected.journeys} journeys, ${Math.round((selected.journeys / total) * 100)}% of the month's trips.`
          : 'Click a slice to see its journeys.'}
      </p>
    </div>
  );
}
