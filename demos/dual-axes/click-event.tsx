/**
 * title: Click a column or point to show its record
 * description: Monthly new sign-ups of a fitness app as columns and the trial-to-paid conversion as a line; clicking a column or a point reads the record from the `element:click` event and shows it under the chart.
 * keywords: events, onReady, element:click, click, useState, selection
 * topics: events
 * order: 21
 */
import React, {useCallback, useState} from 'react';
import {DualAxes, type DualAxesConfig} from '@ant-design/plots';

interface Row {
  month: string;
  signups: number;
  conversion: number;
}

const data: Row[] = [
  {month: 'Jan', signups: 5820, conversion: 18.2},
  {month: 'Feb', signups: 4310, conversion: 19.5},
  {month: 'Mar', signups: 3960, conversion: 20.1},
  {month: 'Apr', signups: 3720, conversion: 21.4},
  {month: 'May', signups: 4180, conversion: 20.8},
  {month: 'Jun', signups: 3540, conversion: 22.3},
];

export default function Demo() {
  const [selected, setSelected] = useState<Row | null>(null);
  // Made once: a new function on every render would make the chart redraw from scratch (a full
  // `update()`) each time the state below changes.
  const onReady = useCallback<NonNullable<DualAxesConfig['onReady']>>((plot) => {
    plot.on('element:click', (event: {data?: {data?: Row | Row[]}}) => {
      const datum = event.data?.data;
      // A click on the line itself carries every point of it; only single records are kept.
      if (datum && !Array.isArray(datum)) setSelected(datum);
    });
  }, []);

  return (
    <div>
      <DualAxes
        data={[data, data]}
        xField="month"
        yField={['signups', 'conversion']}
        height={340}
        meta={{signups: {alias: 'New sign-ups'}, conversion: {alias: 'Trial to paid (%)'}}}
        yAxis={{signups: {min: 0}, conversion: {min: 0, max: 30}}}
        geometryOptions={[
          {geometry: 'column', columnWidthRatio: 0.5, columnStyle: {cursor: 'pointer'}},
          {geometry: 'line', color: '#F6903D', point: {size: 6, style: {cursor: 'pointer'}}},
        ]}
        legend={{position: 'top'}}
        onReady={onReady}
      />
      <p style={{margin: '12px 0 0', minHeight: 24}}>
        {selected
          ? `${selected.month}: ${selected.signups.toLocaleString('en-US')} new sign-ups, ${selected.conversion} % of trials became paid.`
          : 'Click a column or a point to see that month’s record.'}
      </p>
    </div>
  );
}
