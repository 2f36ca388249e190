/**
 * title: Click a bar to show its record
 * description: Average minutes per day that two age groups spend on six apps; clicking a bar on either side reads the `element:click` event in `onReady` and shows which app, age group and minutes it stands for.
 * keywords: bidirectional, events, onReady, element:click, click, useState
 * topics: events
 * order: 9
 */
import React, {useCallback, useState} from 'react';
import {BidirectionalBar, type BidirectionalBarConfig} from '@ant-design/plots';

const data = [
  {app: 'Video', teens: 96, adults: 54},
  {app: 'Messaging', teens: 71, adults: 38},
  {app: 'Social', teens: 83, adults: 41},
  {app: 'Games', teens: 64, adults: 22},
  {app: 'News', teens: 6, adults: 19},
  {app: 'Maps', teens: 9, adults: 14},
];

const groups: Record<string, string> = {teens: '13–17 year-olds', adults: '35–44 year-olds'};

export default function Demo() {
  const [message, setMessage] = useState('Click a bar on either side.');
  // Made once: a new function on every render would make the chart redraw from scratch (a full
  // `update()`) each time the state below changes.
  const onReady = useCallback<NonNullable<BidirectionalBarConfig['onReady']>>((plot) => {
    plot.on('element:click', (event: {data?: {data?: Record<string, string | number>}}) => {
      const datum = event.data?.data;
      if (!datum) return;
      // Each side's records hold the app and the one field drawn on that side.
      const field = 'teens' in datum ? 'teens' : 'adults';
      setMessage(`${datum.app}: ${groups[field]} spend ${datum[field]} minutes a day.`);
    });
  }, []);

  return (
    <div>
      <BidirectionalBar
        data={data}
        xField="app"
        yField={['teens', 'adults']}
        height={340}
        meta={{teens: {alias: groups.teens}, adults: {alias: groups.adults}}}
        xAxis={{position: 'bottom'}}
        yAxis={{teens: {min: 0, max: 100}, adults: {min: 0, max: 100}}}
        barStyle={{cursor: 'pointer'}}
        legend={{position: 'top'}}
        tooltip={{showMarkers: false}}
        onReady={onReady}
      />
      <p style={{margin: '12px 0 0', minHeight: 24}}>{message}</p>
    </div>
  );
}
