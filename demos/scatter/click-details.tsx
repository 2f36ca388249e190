/**
 * title: Scatter with a point click event
 * description: Weight against top speed of twelve electric scooters; clicking a point selects it (`element-single-selected`, drawn red by `state.selected`), and the `element:click` event's record fills in its name, price and range under the chart.
 * keywords: events, onReady, element:click, click, details, selection
 * topics: events
 * order: 16
 */
import React, {useMemo, useState} from 'react';
import {Scatter} from '@ant-design/plots';

interface Scooter {
  model: string;
  weight: number;
  speed: number;
  price: number;
  range: number;
}

const data: Scooter[] = [
  {model: 'Zip S', weight: 12.5, speed: 20, price: 349, range: 18},
  {model: 'Zip Pro', weight: 14.2, speed: 25, price: 499, range: 30},
  {model: 'Glide 1', weight: 13.1, speed: 22, price: 399, range: 22},
  {model: 'Glide Max', weight: 19.8, speed: 28, price: 799, range: 55},
  {model: 'Urban One', weight: 15.6, speed: 25, price: 579, range: 40},
  {model: 'Urban Lite', weight: 11.9, speed: 20, price: 299, range: 15},
  {model: 'Volt X', weight: 23.4, speed: 35, price: 1099, range: 65},
  {model: 'Volt Trail', weight: 27.0, speed: 40, price: 1399, range: 70},
  {model: 'Nimbus', weight: 17.3, speed: 25, price: 649, range: 45},
  {model: 'Commuter 2', weight: 16.1, speed: 24, price: 549, range: 35},
  {model: 'Fold Air', weight: 10.8, speed: 18, price: 329, range: 12},
  {model: 'Rapid GT', weight: 21.5, speed: 32, price: 949, range: 50},
];

export default function Demo() {
  const [selected, setSelected] = useState<Scooter | null>(null);

  // The chart does not depend on the selection: memoising it stops React from redrawing it on every click.
  const chart = useMemo(
    () => (
      <Scatter
        data={data}
        xField="weight"
        yField="speed"
        height={340}
        size={7}
        shape="circle"
        pointStyle={{fill: '#5B8FF9', fillOpacity: 0.85, cursor: 'pointer'}}
        state={{selected: {style: {fill: '#F4664A', stroke: '#A8071A', lineWidth: 2}}}}
        interactions={[{type: 'element-single-selected'}]}
        xAxis={{title: {text: 'Weight (kg)'}, min: 8, max: 30}}
        yAxis={{title: {text: 'Top speed (km/h)'}, min: 10, max: 45}}
        tooltip={{fields: ['model', 'weight', 'speed']}}
        meta={{model: {alias: 'Model'}, weight: {alias: 'Weight (kg)'}, speed: {alias: 'Top speed (km/h)'}}}
        onReady={(plot) => {
          plot.on('element:click', (event: {data?: {data?: Scooter}}) => {
            const scooter = event.data?.data;
            if (scooter) setSelected(scooter);
          });
        }}
      />
    ),
    [],
  );

  return (
    <div>
      {chart}
      <p style={{margin: '12px 0 0', minHeight: 24}}>
        {selected
          ? `${selected.model}: ${selected.price} USD, ${selected.range} km range, ${selected.weight} kg, ${selected.speed} km/h.`
          : 'Click a point to see the scooter’s details.'}
      </p>
    </div>
  );
}
