/**
 * title: Smooth hollow violins without a box
 * description: Finishing times of runners in three marathon age categories, drawn as smooth outlined violins with shape hollow-smooth and the inner box plot turned off with box false.
 * keywords: shape, hollow-smooth, smooth, outline, box false, violinStyle, marathon
 * topics: colors, shapes
 * order: 3
 */
import React from 'react';
import {Violin} from '@ant-design/plots';

// Finishing times in hours.
const times: Record<string, number[]> = {
  'Under 35': [2.6, 3.0, 3.2, 3.3, 3.4, 3.5, 3.6, 3.6, 3.7, 3.8, 3.9, 4.0, 4.1, 4.3, 4.5, 4.8, 5.2, 5.7],
  '35-49': [2.8, 3.1, 3.4, 3.5, 3.7, 3.8, 3.9, 4.0, 4.0, 4.1, 4.2, 4.3, 4.5, 4.6, 4.9, 5.1, 5.5, 6.0],
  '50+': [3.2, 3.6, 3.8, 4.0, 4.1, 4.3, 4.4, 4.5, 4.6, 4.7, 4.8, 5.0, 5.1, 5.3, 5.6, 5.9, 6.3, 6.6],
};

const data = Object.entries(times).flatMap(([category, values]) => values.map((time) => ({category, time})));

export default function Demo() {
  return (
    <Violin
      data={data}
      xField="category"
      yField="time"
      shape="hollow-smooth"
      box={false}
      violinStyle={{lineWidth: 2}}
      color={['#5B8FF9', '#5AD8A6', '#F6BD16']}
      xAxis={{title: {text: 'Age category'}}}
      yAxis={{title: {text: 'Finishing time (hours)'}}}
      meta={{time: {alias: 'Time (h)'}}}
    />
  );
}
