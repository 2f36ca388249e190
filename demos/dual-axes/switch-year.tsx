/**
 * title: Switch the data with buttons
 * description: Monthly guests and average room rate of a seaside hotel; buttons switch between 2022, 2023 and 2024 by passing a new `data` array from React state while every other option stays the same.
 * keywords: dual axes, data update, useState, switch, buttons, year, hotel
 * topics: data-update
 * order: 24
 */
import React, {useState} from 'react';
import {DualAxes} from '@ant-design/plots';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const years: Record<string, {guests: number[]; rate: number[]}> = {
  '2022': {
    guests: [310, 290, 420, 610, 880, 1240, 1610, 1720, 1050, 620, 340, 380],
    rate: [92, 90, 98, 110, 128, 151, 176, 182, 139, 108, 94, 101],
  },
  '2023': {
    guests: [350, 330, 470, 690, 940, 1330, 1700, 1790, 1150, 700, 390, 430],
    rate: [97, 95, 104, 118, 136, 162, 189, 194, 148, 115, 99, 108],
  },
  '2024': {
    guests: [390, 360, 540, 720, 1010, 1420, 1760, 1830, 1260, 760, 420, 470],
    rate: [101, 99, 109, 124, 143, 171, 198, 205, 157, 121, 104, 113],
  },
};

const dataFor = (year: string) =>
  months.map((month, i) => ({month, guests: years[year].guests[i], rate: years[year].rate[i]}));

// Options kept outside the component stay the same object between renders, so only the data changes.
const meta = {guests: {alias: 'Guests'}, rate: {alias: 'Avg. room rate ($)'}};
const yAxis = {guests: {min: 0, max: 2000}, rate: {min: 0, max: 250}};
const geometryOptions = [
  {geometry: 'column', color: '#5AD8A6', columnWidthRatio: 0.55},
  {geometry: 'line', color: '#5D7092', point: {size: 4}},
];

export default function Demo() {
  const [year, setYear] = useState('2024');
  const data = dataFor(year);

  return (
    <div>
      <div style={{display: 'flex', gap: 8, marginBottom: 8}}>
        {Object.keys(years).map((y) => (
          <button key={y} type="button" aria-pressed={y === year} onClick={() => setYear(y)}>
            {y}
          </button>
        ))}
      </div>
      <DualAxes
        data={[data, data]}
        xField="month"
        yField={['guests', 'rate']}
        height={360}
        meta={meta}
        yAxis={yAxis}
        geometryOptions={geometryOptions}
        legend={{position: 'top'}}
      />
    </div>
  );
}
