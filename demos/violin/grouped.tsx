/**
 * title: Grouped violin plot
 * description: Nightly sleep of people in three age groups, split by whether they drink coffee after 4 pm, drawn as pairs of violins side by side with seriesField.
 * keywords: grouped, seriesField, dodge, comparison, sleep, distribution
 * topics: stacking
 * order: 2
 */
import React from 'react';
import {Violin} from '@ant-design/plots';

// Hours of sleep, one number per person.
const hours: Record<string, Record<string, number[]>> = {
  '18-34': {
    'No late coffee': [6.4, 6.9, 7.1, 7.3, 7.4, 7.6, 7.7, 7.8, 8.0, 8.1, 8.3, 8.6, 9.0],
    'Late coffee': [5.2, 5.8, 6.0, 6.3, 6.5, 6.6, 6.8, 7.0, 7.1, 7.3, 7.6, 8.0, 8.4],
  },
  '35-54': {
    'No late coffee': [5.9, 6.3, 6.6, 6.8, 7.0, 7.1, 7.2, 7.4, 7.5, 7.7, 7.9, 8.2, 8.5],
    'Late coffee': [4.8, 5.3, 5.7, 5.9, 6.1, 6.3, 6.4, 6.6, 6.8, 7.0, 7.2, 7.5, 8.0],
  },
  '55+': {
    'No late coffee': [5.6, 6.0, 6.2, 6.5, 6.7, 6.8, 7.0, 7.1, 7.3, 7.5, 7.7, 8.0, 8.4],
    'Late coffee': [4.5, 5.0, 5.3, 5.6, 5.8, 6.0, 6.1, 6.3, 6.5, 6.7, 7.0, 7.3, 7.8],
  },
};

const data = Object.entries(hours).flatMap(([age, groups]) =>
  Object.entries(groups).flatMap(([habit, values]) => values.map((sleep) => ({age, habit, sleep}))),
);

export default function Demo() {
  return (
    <Violin
      data={data}
      xField="age"
      yField="sleep"
      seriesField="habit"
      color={['#5B8FF9', '#E8684A']}
      legend={{position: 'top'}}
      xAxis={{title: {text: 'Age group'}}}
      yAxis={{title: {text: 'Sleep per night (hours)'}}}
      meta={{sleep: {alias: 'Sleep (h)'}}}
    />
  );
}
