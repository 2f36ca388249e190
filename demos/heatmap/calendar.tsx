/**
 * title: Calendar heatmap
 * description: Daily code contributions of one developer through 2024, one column per week and one row per weekday like a contribution graph, with quieter weekends; the counts come from a seeded generator in the file.
 * keywords: calendar, contribution graph, github, daily, weeks, year, activity
 * topics: shapes
 * order: 2
 * height: 240
 */
import React from 'react';
import {Heatmap} from '@ant-design/plots';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Small seeded generator (a Park-Miller LCG) so the counts are the same on every render.
let seed = 2024;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};

// 2024-01-01 is a Monday, so day i of the year falls in week floor(i / 7) on weekday i % 7.
const data = Array.from({length: 366}, (_, i) => {
  const date = new Date(Date.UTC(2024, 0, 1 + i));
  const weekend = i % 7 >= 5;
  const busy = random();
  const contributions = busy < (weekend ? 0.6 : 0.12) ? 0 : Math.round(random() * (weekend ? 4 : 14));
  return {
    date: date.toISOString().slice(0, 10),
    week: String(Math.floor(i / 7)),
    weekday: weekdays[i % 7],
    month: monthNames[date.getUTCMonth()],
    contributions,
  };
});

// Name a month under the first week that starts in it.
const monthOfWeek = (week: string) => {
  const first = data[Number(week) * 7];
  const previous = data[Number(week) * 7 - 7];
  return !previous || previous.month !== first.month ? first.month : '';
};

export default function Demo() {
  return (
    <Heatmap
      data={data}
      xField="week"
      yField="weekday"
      colorField="contributions"
      color={['#EBEDF0', '#9BE9A8', '#40C463', '#30A14E', '#216E39']}
      heatmapStyle={{stroke: '#fff', lineWidth: 2}}
      meta={{
        week: {type: 'cat', alias: 'Week'},
        weekday: {type: 'cat', values: [...weekdays].reverse(), alias: 'Weekday'},
        contributions: {alias: 'Contributions'},
      }}
      xAxis={{position: 'top', line: null, tickLine: null, label: {formatter: monthOfWeek, autoHide: false}}}
      yAxis={{line: null, grid: null}}
      tooltip={{title: 'date', fields: ['date', 'contributions']}}
    />
  );
}
