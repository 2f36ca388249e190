/**
 * title: Stacked area with fade-in and update animations
 * description: Quarterly revenue of three regions in 2023 or 2024, picked with two buttons, as stacked areas; `animation.appear` fades the areas in on the first draw and `animation.update` moves them to the other year's values over 800 ms, because the buttons hand the new data to the drawn chart with `plot.changeData` (kept from `onReady`): in 1.x a new `data` prop redraws the chart from scratch and fades it in again instead.
 * keywords: animation, appear, fade-in, update, duration, easing, transition
 * topics: animation, stacking
 * order: 14
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {Area, type AreaConfig} from '@ant-design/plots';

type AreaPlot = Parameters<NonNullable<AreaConfig['onReady']>>[0];

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const revenue: Record<string, Record<string, number[]>> = {
  '2023': {Americas: [3.1, 3.4, 3.3, 4.2], Europe: [2.2, 2.4, 2.1, 2.9], 'Asia Pacific': [1.4, 1.6, 1.9, 2.3]},
  '2024': {Americas: [3.6, 3.7, 3.9, 4.8], Europe: [2.3, 2.2, 2.6, 3.1], 'Asia Pacific': [2.1, 2.5, 2.8, 3.4]},
};

const dataFor = (year: string) =>
  Object.entries(revenue[year]).flatMap(([region, values]) =>
    values.map((millions, i) => ({quarter: quarters[i], region, millions})),
  );
// The component gets the first year once; later years go to the drawn chart.
const firstData = dataFor('2023');

export default function Demo() {
  const [year, setYear] = useState('2023');
  const plot = useRef<AreaPlot | null>(null);
  const shownYear = useRef('2023');
  const onReady = useCallback((instance: AreaPlot) => {
    plot.current = instance;
  }, []);
  // In 1.x a new `data` prop redraws the chart from scratch (the component calls `render()` after
  // `changeData()`), so `animation.update` never runs that way; the drawn plot's own `changeData()`
  // moves the shapes from the old values to the new ones.
  useEffect(() => {
    if (year === shownYear.current) return;
    shownYear.current = year;
    plot.current?.changeData(dataFor(year));
  }, [year]);

  return (
    <div>
      <div style={{marginBottom: 8}}>
        {Object.keys(revenue).map((option) => (
          <button
            key={option}
            type="button"
            onClick={() => setYear(option)}
            aria-pressed={option === year}
            style={{marginRight: 8, fontWeight: option === year ? 700 : 400}}
          >
            {option}
          </button>
        ))}
      </div>
      <Area
        data={firstData}
        onReady={onReady}
        xField="quarter"
        yField="millions"
        seriesField="region"
        isStack
        height={360}
        legend={{position: 'top'}}
        meta={{millions: {alias: 'Revenue (million USD)', min: 0, max: 12}}}
        yAxis={{title: {text: 'Revenue (million USD)'}}}
        animation={{
          appear: {animation: 'fade-in', duration: 800},
          update: {duration: 800, easing: 'easeCubicInOut'},
        }}
      />
    </div>
  );
}
