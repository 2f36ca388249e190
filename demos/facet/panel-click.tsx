/**
 * title: Read clicks from every panel with onEvent
 * description: Daily steps of three friends over a week, one column chart per friend; the component's `onEvent` callback receives the events of every panel, keeps the `element:click` ones and shows the clicked day under the panels.
 * keywords: facet, events, onEvent, element:click, click, useState, list
 * topics: events, dashboards
 * order: 9
 * height: 396
 */
import React, {useCallback, useState} from 'react';
import {Facet, type FacetConfig} from '@ant-design/plots';

interface Row {
  friend: string;
  day: string;
  steps: number;
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const steps: Record<string, number[]> = {
  Amara: [8420, 10150, 7630, 9980, 11240, 15870, 6210],
  Jonas: [5310, 6120, 5840, 7020, 6480, 4210, 12950],
  Priya: [11820, 12430, 10980, 13110, 12070, 9350, 8740],
};
const data: Row[] = Object.entries(steps).flatMap(([friend, values]) =>
  values.map((count, i) => ({friend, day: days[i], steps: count})),
);

// Outside the component, like every option holding a function: the chart compares its options
// on each render and redraws from scratch when a function is new.
const eachView: FacetConfig['eachView'] = (_view, facet) => ({
  type: 'column',
  options: {
    data: facet?.data,
    xField: 'day',
    yField: 'steps',
    color: '#30BF78',
    columnStyle: {cursor: 'pointer'},
  },
});

export default function Demo() {
  const [clicked, setClicked] = useState<Row | null>(null);
  // Made once: a new function on every render would make the chart redraw from scratch each time
  // the state changes.
  const onEvent = useCallback<NonNullable<FacetConfig['onEvent']>>((_chart, event) => {
    if (event.type !== 'element:click') return;
    const datum = event.data?.data as Row | undefined;
    if (datum) setClicked(datum);
  }, []);

  return (
    <div>
      <Facet
        data={data}
        type="list"
        // A mid grey reads on a light and a dark page: the engine's panel titles are dark in every theme.
        title={{style: {fill: '#8c8c8c'}}}
        fields={['friend']}
        cols={3}
        height={360}
        padding={[24, 10, 28, 44]}
        meta={{steps: {sync: true, min: 0, max: 16000, alias: 'Steps'}}}
        axes={{}}
        tooltip={{showMarkers: false}}
        eachView={eachView}
        onEvent={onEvent}
      />
      <p style={{margin: '8px 0 0', minHeight: 24}}>
        {clicked
          ? `${clicked.friend} walked ${clicked.steps.toLocaleString('en-US')} steps on ${clicked.day}.`
          : 'Click a column in any panel.'}
      </p>
    </div>
  );
}
