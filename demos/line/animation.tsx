/**
 * title: Line with entry and update animations
 * description: Monthly bookings of a hotel in 2023 or 2024, picked with two buttons; `animation.appear` with `wave-in` draws the line in from left to right, and `animation.update` moves it to the other year's values over 800 ms, because the buttons hand the new data to the drawn chart with `plot.changeData` (kept from `onReady`): in 1.x a new `data` prop redraws the chart from scratch and plays `appear` again instead.
 * keywords: animation, appear, update, wave-in, duration, easing, transition
 * topics: animation
 * order: 28
 */
import React, {useCallback, useEffect, useRef, useState} from 'react';
import {Line, type LineConfig} from '@ant-design/plots';

type LinePlot = Parameters<NonNullable<LineConfig['onReady']>>[0];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const bookings: Record<string, number[]> = {
  '2023': [410, 380, 520, 610, 700, 860, 980, 1010, 760, 590, 430, 620],
  '2024': [450, 470, 560, 580, 790, 910, 1120, 1180, 820, 640, 500, 710],
};

const dataFor = (year: string) => bookings[year].map((count, i) => ({month: months[i], count}));
// The component gets the first year once; later years go to the drawn chart.
const firstData = dataFor('2023');

export default function Demo() {
  const [year, setYear] = useState('2023');
  const plot = useRef<LinePlot | null>(null);
  const shownYear = useRef('2023');
  const onReady = useCallback((instance: LinePlot) => {
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
        {Object.keys(bookings).map((option) => (
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
      <Line
        data={firstData}
        onReady={onReady}
        xField="month"
        yField="count"
        height={360}
        point={{size: 4}}
        meta={{count: {alias: 'Bookings', min: 0, max: 1200}}}
        yAxis={{title: {text: 'Bookings'}}}
        animation={{
          appear: {animation: 'wave-in', duration: 1000},
          update: {duration: 800, easing: 'easeCubicInOut'},
        }}
      />
    </div>
  );
}
