/**
 * title: Update the data
 * description: Daily sign-ups of a newsletter kept in React state; pressing “Add a point” appends the next day and the chart re-renders with it.
 * keywords: state, useState, update, data, re-render
 * topics: data-update
 * order: 2
 * height: 400
 */
import React, {useState} from 'react';
import {Line} from '@ant-design/plots';

interface Point {
  day: string;
  signups: number;
}

const initialData: Point[] = [
  {day: 'Day 1', signups: 42},
  {day: 'Day 2', signups: 55},
  {day: 'Day 3', signups: 49},
  {day: 'Day 4', signups: 63},
  {day: 'Day 5', signups: 71},
  {day: 'Day 6', signups: 66},
];

// Values for the next days, so each click adds a predictable point.
const upcoming = [78, 84, 80, 92, 101, 97, 110, 118, 115, 126];

export default function UpdateDataDemo() {
  const [data, setData] = useState<Point[]>(initialData);

  const addPoint = () => {
    setData((previous) => {
      const next = upcoming[(previous.length - initialData.length) % upcoming.length];
      return [...previous, {day: `Day ${previous.length + 1}`, signups: next}];
    });
  };

  return (
    <div>
      <div style={{marginBottom: 8}}>
        <button type="button" onClick={addPoint}>
          Add a point
        </button>{' '}
        <span aria-live="polite">{data.length} points</span>
      </div>
      {/* The chart fills its parent, so give the parent a height. */}
      <div style={{height: 360}}>
        <Line data={data} xField="day" yField="signups" point={{size: 4}} meta={{signups: {alias: 'Sign-ups'}}} />
      </div>
    </div>
  );
}
